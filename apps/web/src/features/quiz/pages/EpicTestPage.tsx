// Placeholder: the issue that builds a quiz replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
