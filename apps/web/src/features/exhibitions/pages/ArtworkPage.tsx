// Placeholder: the issue that builds an artwork's page replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
