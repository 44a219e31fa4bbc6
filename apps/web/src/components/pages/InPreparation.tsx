import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { LinkButton } from '#web/components/ui/Button';
import { ConstructionIcon } from '#web/components/ui/icons';
import { StatusPage } from './StatusPage';

/** Spec: the 'in preparation' page, for pages whose content has not been built yet. */
export function InPreparation() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <StatusPage
      icon={ConstructionIcon}
      title={t('inPreparation')}
      description={t('inPreparationDescription')}
      actions={
        <LinkButton to={href(lang, 'home')} variant="contained">
          {t('goHome')}
        </LinkButton>
      }
    />
  );
}
