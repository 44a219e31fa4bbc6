import Button from '@mui/material/Button';
import Block from '@mui/icons-material/Block';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { usePageHead } from '../use-page-head';
import { StatusPage } from './StatusPage';

const NOT_FOUND_HEAD = { metaKey: 'notFound', noindex: true };

/** Spec: the not-found page, a 'notFound' message with a block icon (the server answers 404 with it). */
export function NotFound() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageHead(NOT_FOUND_HEAD);
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
