// Placeholder: the issue that builds a news item replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
