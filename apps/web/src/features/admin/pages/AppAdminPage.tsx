// Placeholder: the issue that builds the app links and notice replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
