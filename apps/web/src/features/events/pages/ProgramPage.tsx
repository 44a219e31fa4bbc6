// Placeholder: the issue that builds a program replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
