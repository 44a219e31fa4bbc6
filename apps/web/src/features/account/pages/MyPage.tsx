// Placeholder: the issue that builds my info replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
