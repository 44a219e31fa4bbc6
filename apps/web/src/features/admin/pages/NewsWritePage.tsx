// Placeholder: the issue that builds the news editor replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
