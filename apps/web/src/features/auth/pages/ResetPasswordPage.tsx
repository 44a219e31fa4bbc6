// Placeholder: the issue that builds password reset replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
