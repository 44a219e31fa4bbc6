// Placeholder: the issue that builds the terms of service replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
