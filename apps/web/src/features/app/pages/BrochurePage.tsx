// Placeholder: the issue that builds the brochure e-book replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
