import { PageSkeleton } from '#web/components/content/PageSkeleton';
import { Skeleton } from '#web/components/content/Skeleton';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { Paragraphs } from '#web/components/content/Paragraphs';
import { langIfOther } from '#web/components/content/served-language';
import { DetailPage } from '#web/components/pages/DetailPage';
import { ShareBar } from '#web/components/share/ShareBar';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { sessionHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useProgram } from '../api/get-program';
import { AddToCalendarButton } from '../components/AddToCalendarButton';
import { BackLink } from '#web/components/pages/BackLink';
import { EventColumn } from '../components/EventColumn';
import { ImageGallery } from '../components/ImageGallery';
import { SessionFacts } from '../components/SessionFacts';
import { useProgramParams } from '../lib/program-params';
import styles from './ProgramPage.module.css';

/** /program/{categoryId}/{programId}/{sessionId}: one session of a program, with "add to calendar". */
export default function ProgramSessionPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { categoryId, programId, sessionId } = useProgramParams();
  // The program's reply holds its sessions: the same cached read as the program page.
  const program = useProgram(lang, categoryId, programId);
  const session = program.data?.sessions.find((s) => s.id === sessionId);
  useOwnHead(session && program.data && sessionHead(session, program.data));

  if (!categoryId || !programId || !sessionId) return <NotFound />;
  const programHref = href(lang, 'program', { categoryId: String(categoryId), programId: String(programId) });
  return (
    <DetailPage
      query={program}
      column={EventColumn}
      missing={() => !session}
      skeleton={
        <PageSkeleton above={<Skeleton variant="text" width="30%" />} titleWidth="60%" block={{ height: 120 }} />
      }
    >
      {(data) =>
        // Found whenever the frame renders this: a program without the session is "not found" above.
        session && (
          <>
            <BackLink to={programHref}>{t('events:program.backToProgram', { title: data.title })}</BackLink>
            <LanguageNote served={session.lang} page={lang} />
            <article lang={langIfOther(session.lang, lang)} className={styles.article}>
              <p lang={langIfOther(data.lang, lang)} className={`type-body1 ${styles.kicker}`}>
                {data.title}
              </p>
              <h1 className={`type-h3 ${styles.title} ${styles.sessionTitle}`}>{session.title}</h1>
              <SessionFacts session={session} lang={lang} timezone={data.timezone} />
              <p className={`type-body2 ${styles.zoneNote}`}>{t('events:program.timeZoneNote')}</p>
              <div className={styles.add}>
                <AddToCalendarButton program={data} session={session} lang={lang} />
              </div>
              {session.description && (
                <div className={styles.description}>
                  <Paragraphs text={session.description} />
                </div>
              )}
            </article>
            <ShareBar
              path={href(lang, 'programSession', {
                categoryId: String(categoryId),
                programId: String(programId),
                sessionId: String(sessionId),
              })}
              title={`${session.title} · ${data.title}`}
            />
            <ImageGallery id="session-gallery" title={t('events:detail.gallery')} images={session.media} />
          </>
        )
      }
    </DetailPage>
  );
}
