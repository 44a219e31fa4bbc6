// Placeholder: the issue that builds find ID replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
