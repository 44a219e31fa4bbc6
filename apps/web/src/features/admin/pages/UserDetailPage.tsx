// Placeholder: the issue that builds a user and their role replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
