// Placeholder: the issue that builds the admin dashboard (statistics) replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
