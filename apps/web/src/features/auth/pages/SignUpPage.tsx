// Placeholder: the issue that builds sign-up replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
