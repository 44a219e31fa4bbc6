// Placeholder: the issue that builds an epic episode replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
