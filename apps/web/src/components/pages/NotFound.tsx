import Button from '@mui/material/Button';
import Block from '@mui/icons-material/Block';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '../../lib/i18n/useLanguage';
import { useDocumentTitle } from '../useDocumentTitle';
import { StatusPage } from './StatusPage';

/** Spec: the not-found page, a 'notFound' message with a block icon (the server answers 404 with it). */
export function NotFound() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle('notFound');
  return (
    <StatusPage
      icon={Block}
      title={t('notFound')}
      description={t('notFoundDescription')}
      actions={
        <Button component={RouterLink} to={href(lang, 'home')} variant="contained">
          {t('goHome')}
        </Button>
      }
    />
  );
}

export default NotFound;
