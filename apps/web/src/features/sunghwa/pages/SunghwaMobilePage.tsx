// Placeholder: the issue that builds the Sunghwa course for phones replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
