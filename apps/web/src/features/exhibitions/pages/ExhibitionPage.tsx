// Placeholder: the issue that builds an exhibition and its artworks replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
