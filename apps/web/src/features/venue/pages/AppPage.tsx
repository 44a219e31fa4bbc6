import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import { LoadError } from '#web/components/content/LoadError';
import { langIfOther } from '#web/components/content/served-language';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useAppInfo } from '../api/get-app-info';
import { formatCalendarDate } from '#web/lib/format/dates';
import { StoreButtons } from '../components/StoreButtons';
import { VenueColumn } from '../components/VenueColumn';
import { VenuePageLoading } from '../components/VenuePageLoading';
import { CampaignIcon } from '../icons';
import styles from './AppPage.module.css';

/** /app: the mobile app's store buttons, its release date and the release notice. */
export default function AppPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const app = useAppInfo(lang);
  if (app.isPending) return <VenuePageLoading />;
  return (
    <VenueColumn>
      <h1 className={clsx('type-h3', styles.title)}>{t('home:app.title')}</h1>
      <p className={clsx('type-body1', styles.intro)}>{t('home:app.intro')}</p>
      {app.isError ? (
        <LoadError onRetry={() => void app.refetch()} />
      ) : (
        <>
          <StoreButtons iosUrl={app.data.iosUrl} androidUrl={app.data.androidUrl} />
          <section aria-labelledby="app-notice" className={styles.notice}>
            <h2 id="app-notice" className={clsx('type-h6', styles.noticeTitle)}>
              <CampaignIcon className={styles.noticeIcon} />
              {t('home:app.notice')}
            </h2>
            {app.data.releaseDate && (
              <p className={clsx('type-body1', styles.releaseDate)}>
                {t('home:app.releaseDate', { date: formatCalendarDate(app.data.releaseDate, lang) })}
              </p>
            )}
            <p lang={langIfOther(app.data.notice.lang, lang)} className={clsx('type-body1', styles.noticeText)}>
              {app.data.notice.text}
            </p>
          </section>
        </>
      )}
    </VenueColumn>
  );
}
