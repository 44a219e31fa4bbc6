import Button from '@mui/material/Button';
import Construction from '@mui/icons-material/Construction';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { StatusPage } from './StatusPage';

/** Spec: the 'in preparation' page, for pages whose content has not been built yet. */
export function InPreparation() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <StatusPage
      icon={Construction}
      title={t('inPreparation')}
      description={t('inPreparationDescription')}
      actions={
        <Button component={RouterLink} to={href(lang, 'home')} variant="contained">
          {t('goHome')}
        </Button>
      }
    />
  );
}
