// Placeholder: the issue that builds the app download page replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
