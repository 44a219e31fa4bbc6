// Placeholder: the issue that builds a news article replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
