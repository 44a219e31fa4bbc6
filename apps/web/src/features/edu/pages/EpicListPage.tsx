// Placeholder: the issue that builds the epic history series replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
