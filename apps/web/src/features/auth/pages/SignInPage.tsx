// Placeholder: the issue that builds sign-in replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
