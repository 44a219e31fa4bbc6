// Placeholder: the issue that builds a space replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
