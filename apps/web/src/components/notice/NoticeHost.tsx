import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { QuietBoundary } from '../errors/QuietBoundary';
import { useNotice } from './notice-store';

// The notice's code loads with the first notice, not with every page.
const NoticeSnackbar = lazy(() => import('./NoticeSnackbar'));

/** Shows the current notice of the store; mounted once above every layout. */
export function NoticeHost() {
  const notice = useNotice();
  const { t } = useTranslation();
  if (!notice) return null;
  // Should that code fail to load, the message still reaches the visitor.
  const plain = (
    <div role="alert" lang={notice.lang} style={{ position: 'fixed', top: 8, left: 8, right: 8, textAlign: 'center' }}>
      {t(notice.messageKey, { lng: notice.lang })}
    </div>
  );
  return (
    <QuietBoundary key={notice.id} fallback={plain}>
      <Suspense fallback={null}>
        <NoticeSnackbar key={notice.id} notice={notice} />
      </Suspense>
    </QuietBoundary>
  );
}
