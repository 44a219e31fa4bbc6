import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Campaign from '@mui/icons-material/Campaign';
import { useTranslation } from '#web/lib/i18n/react';
import { LoadError } from '#web/components/content/LoadError';
import { langIfOther } from '#web/components/content/served-language';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useAppInfo } from '../api/get-app-info';
import { formatCalendarDate } from '#web/lib/format/dates';
import { StoreButtons } from '../components/StoreButtons';
import { VenueColumn } from '../components/VenueColumn';
import { VenuePageLoading } from '../components/VenuePageLoading';

/** /app: the mobile app's store buttons, its release date and the release notice. */
export default function AppPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const app = useAppInfo(lang);
  if (app.isPending) return <VenuePageLoading />;
  return (
    <VenueColumn>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
        {t('home:app.title')}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem', lineHeight: 1.8, color: 'text.secondary', mb: 4 }}>
        {t('home:app.intro')}
      </Typography>
      {app.isError ? (
        <LoadError onRetry={() => void app.refetch()} />
      ) : (
        <>
          <StoreButtons iosUrl={app.data.iosUrl} androidUrl={app.data.androidUrl} />
          <Box
            component="section"
            aria-labelledby="app-notice"
            sx={{ mt: 5, p: 3, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <Typography
              id="app-notice"
              component="h2"
              variant="h6"
              sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}
            >
              <Campaign aria-hidden color="primary" />
              {t('home:app.notice')}
            </Typography>
            {app.data.releaseDate && (
              <Typography sx={{ fontWeight: 700, mb: 1 }}>
                {t('home:app.releaseDate', { date: formatCalendarDate(app.data.releaseDate, lang) })}
              </Typography>
            )}
            <Typography lang={langIfOther(app.data.notice.lang, lang)} sx={{ lineHeight: 1.8 }}>
              {app.data.notice.text}
            </Typography>
          </Box>
        </>
      )}
    </VenueColumn>
  );
}
