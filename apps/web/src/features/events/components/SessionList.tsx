import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import type { ProgramDetail } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { TextLink } from '#web/components/ui/TextLink';
import { AddToCalendarButton } from './AddToCalendarButton';
import { SessionFacts } from './SessionFacts';
import styles from './SessionList.module.css';

/** A program's sessions in time order: title (to the session's page), when, where, and "add to calendar". */
export function SessionList({ program, lang }: { program: ProgramDetail; lang: Language }) {
  const { t } = useTranslation();
  const markId = useId();
  return (
    <section aria-labelledby="program-sessions" className={styles.section}>
      <h2 id="program-sessions" className={`type-h5 ${styles.heading}`}>
        {t('events:program.sessions')}
      </h2>
      <p className={`type-body2 ${styles.note}`}>{t('events:program.timeZoneNote')}</p>
      {program.sessions.length === 0 ? (
        <p className="type-body1">{t('events:program.noSessions')}</p>
      ) : (
        <ol className={styles.list}>
          {program.sessions.map((session) => {
            const served = langIfOther(session.lang, lang);
            return (
              <li key={session.id} className={styles.session}>
                <div className={styles.head}>
                  {/* Only the session's texts carry their served language: the labels and button are the page's. */}
                  <h3 lang={served} className={`type-h6 ${styles.title}`}>
                    <TextLink
                      aria-describedby={served && `${markId}-${session.id}`}
                      to={href(lang, 'programSession', {
                        categoryId: String(program.categoryId),
                        programId: String(program.id),
                        sessionId: String(session.id),
                      })}
                    >
                      {session.title}
                    </TextLink>
                  </h3>
                  {served && (
                    <span className={styles.mark}>
                      <ShownInMark id={`${markId}-${session.id}`} served={session.lang} page={lang} />
                    </span>
                  )}
                </div>
                <SessionFacts session={session} lang={lang} timezone={program.timezone} />
                <div className={styles.add}>
                  <AddToCalendarButton program={program} session={session} lang={lang} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
