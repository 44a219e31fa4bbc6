import { PageSkeleton } from '#web/components/content/PageSkeleton';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { Paragraphs } from '#web/components/content/Paragraphs';
import { langIfOther } from '#web/components/content/served-language';
import { DetailPage } from '#web/components/pages/DetailPage';
import { ShareBar } from '#web/components/share/ShareBar';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { summaryHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useProgram } from '../api/get-program';
import { BackLink } from '#web/components/pages/BackLink';
import { EventColumn } from '../components/EventColumn';
import { EventCover } from '../components/EventCover';
import { SessionList } from '../components/SessionList';
import { useProgramParams } from '../lib/program-params';
import styles from './ProgramPage.module.css';

/** /program/{categoryId}/{programId}: a program, its description and its sessions. */
export default function ProgramPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { categoryId, programId } = useProgramParams();
  const program = useProgram(lang, categoryId, programId);
  useOwnHead(program.data && summaryHead(program.data));

  if (!categoryId || !programId) return <NotFound />;
  const event = program.data?.event;
  return (
    <DetailPage
      query={program}
      column={EventColumn}
      back={
        event ? (
          <BackLink to={href(lang, 'eventDetail', { id: String(event.id) })}>{event.title}</BackLink>
        ) : (
          <BackLink to={href(lang, 'event')}>{t('events:program.backToEvents')}</BackLink>
        )
      }
      skeleton={<PageSkeleton titleWidth="60%" block={{ height: 160 }} />}
    >
      {(data) => (
        <>
          <LanguageNote served={data.lang} page={lang} />
          <article lang={langIfOther(data.lang, lang)} className={styles.article}>
            <p lang={langIfOther(data.category.lang, lang)} className={`type-body1 ${styles.kicker}`}>
              {data.category.title}
            </p>
            <h1 className={`type-h3 ${styles.title}`}>{data.title}</h1>
            {data.summary && <p className={`type-body1 ${styles.summary}`}>{data.summary}</p>}
            <EventCover cover={data.cover} />
            {data.description && (
              <div className={styles.description}>
                <Paragraphs text={data.description} />
              </div>
            )}
          </article>
          <ShareBar
            path={href(lang, 'program', { categoryId: String(categoryId), programId: String(programId) })}
            title={data.title}
          />
          <SessionList program={data} lang={lang} />
        </>
      )}
    </DetailPage>
  );
}
