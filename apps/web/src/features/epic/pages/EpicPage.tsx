// Placeholder: the issue that builds the members' epic viewer replaces this file with the real page.
export { InPreparation as default } from '../../../components/pages/InPreparation';
