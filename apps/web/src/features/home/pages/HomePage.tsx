// Placeholder: the issue that builds the home page (carousels, panels, spaces map) replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
