import { useTranslation } from '#web/lib/i18n/react';
import type { ProgramSession } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { formatSessionTime } from '#web/lib/format/session-time';
import { PagePart } from '#web/lib/page-parts';
import { langIfOther } from '#web/components/content/served-language';
import styles from './SessionFacts.module.css';

/** When and where a session takes place, the time in the venue's zone. */
export function SessionFacts({
  session,
  lang,
  timezone,
}: {
  session: ProgramSession;
  lang: Language;
  timezone: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts}>
      <dt className={`type-body1 ${styles.term}`}>{t('events:program.when')}</dt>
      <dd className="type-body1">
        {/* Hydrated apart: the page's first Intl date format (the time on the venue's clock) costs
            about 45 ms on a mid-range phone. */}
        <PagePart name={`session-time-${session.id}`}>
          <SessionTime session={session} lang={lang} timezone={timezone} />
        </PagePart>
      </dd>
      {session.place && (
        <>
          <dt className={`type-body1 ${styles.term}`}>{t('events:program.where')}</dt>
          <dd lang={langIfOther(session.lang, lang)} className="type-body1">
            {session.place}
          </dd>
        </>
      )}
    </dl>
  );
}

function SessionTime({ session, lang, timezone }: { session: ProgramSession; lang: Language; timezone: string }) {
  return <time dateTime={session.startsAt}>{formatSessionTime(session.startsAt, session.endsAt, lang, timezone)}</time>;
}
