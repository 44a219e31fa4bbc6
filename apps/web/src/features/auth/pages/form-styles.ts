/**
 * The stylesheets of the sign-in and sign-up forms, whose code is a lazyPart: their markup comes
 * with the page, before their code, and must be drawn at once (and without JavaScript). A page
 * exports this list: a dynamic entry's exports are kept, and with them its static link to these
 * modules, so their CSS is among the page's stylesheets (page-chunks.json). A bare
 * `import './X.module.css'` would not do: the bundler drops a CSS module whose class names go unused.
 */
import stack from '#web/components/ui/Stack.module.css';
import textField from '#web/components/ui/TextField.module.css';
import select from '#web/components/ui/Select.module.css';
import choice from '#web/components/ui/Choice.module.css';
import iconButton from '#web/components/ui/IconButton.module.css';
import icon from '#web/components/ui/Icon.module.css';
import button from '#web/components/ui/Button.module.css';
import alert from '#web/components/ui/Alert.module.css';
import titledSection from '#web/components/pages/TitledSection.module.css';
import strengthMeter from '#web/components/forms/PasswordStrengthMeter.module.css';
import phoneFields from '#web/components/forms/PhoneFields.module.css';
import memberType from '#web/components/forms/MemberTypeField.module.css';
import emailCode from '../components/EmailCodeForms.module.css';
import terms from '../components/TermsAgreement.module.css';
import signedIn from '../components/SignedInWithoutScript.module.css';
import mfaStep from '../components/MfaSignInStep.module.css';

/**
 * The sign-in form's (its code step and the server's answers included).
 * @public
 */
export const SIGN_IN_FORM_STYLES = [stack, textField, iconButton, icon, button, alert, signedIn, mfaStep];

/**
 * The sign-up form's.
 * @public
 */
export const SIGN_UP_FORM_STYLES = [
  stack,
  textField,
  select,
  choice,
  iconButton,
  icon,
  button,
  alert,
  titledSection,
  strengthMeter,
  phoneFields,
  memberType,
  emailCode,
  terms,
  signedIn,
];
