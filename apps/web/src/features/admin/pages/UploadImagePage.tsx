// Placeholder: the issue that builds the image upload replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
