// Placeholder: the issue that builds the translation history and publishing replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
