import { useState } from 'react';
import Button from '@mui/material/Button';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { signInHref } from '../../../lib/signInHref';
import { StatusPage } from '../../../components/pages/StatusPage';
import { FormPage } from '../../../components/forms/FormPage';
import { AuthLinks } from '../components/AuthLinks';
import { SignUpForm } from '../components/SignUpForm';
import { safeReturnTo } from '../returnTo';

/** /signup: the form, then a welcome with the way to sign in (and back to where the visitor came from). */
export default function SignUpPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [done, setDone] = useState(false);
  const returnTo = safeReturnTo(useLocation().search) ?? undefined;
  if (done) {
    return (
      <StatusPage
        role="status"
        icon={CheckCircleOutlined}
        title={t('auth:signup.doneTitle')}
        description={t('auth:signup.doneText')}
        actions={
          <Button component={RouterLink} to={signInHref(lang, returnTo)} variant="contained">
            {t('auth:signin.submit')}
          </Button>
        }
      />
    );
  }
  return (
    <FormPage title={t('meta:signup.title')} intro={t('auth:signup.intro')} width="wide">
      <SignUpForm
        onDone={() => {
          setDone(true);
          window.scrollTo(0, 0);
        }}
      />
      <AuthLinks label="auth:links.label" links={[{ page: 'signin', text: 'auth:links.haveAccount' }]} />
    </FormPage>
  );
}
