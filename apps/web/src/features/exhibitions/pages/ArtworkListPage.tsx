// Placeholder: the issue that builds the artwork list replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
