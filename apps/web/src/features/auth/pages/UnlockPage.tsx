// Placeholder: the issue that builds the account unlock (e-mail code and new password) replaces this file.
export { InPreparation as default } from '../../../components/pages/InPreparation';
