// Placeholder: the issue that builds the entrance ceremony page replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
