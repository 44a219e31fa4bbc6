import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { LinkButton } from '#web/components/ui/Button';
import { BlockIcon } from '#web/components/ui/icons';
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
      icon={BlockIcon}
      title={t('notFound')}
      description={t('notFoundDescription')}
      actions={
        <LinkButton to={href(lang, 'home')} variant="contained">
          {t('goHome')}
        </LinkButton>
      }
    />
  );
}
