import { useCallback, useId, useState } from 'react';
import { PageSkeleton } from '#web/components/content/PageSkeleton';
import { useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { Paragraphs } from '#web/components/content/Paragraphs';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { DetailPage } from '#web/components/pages/DetailPage';
import { ShareBar } from '#web/components/share/ShareBar';
import { TextLink } from '#web/components/ui/TextLink';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { summaryHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useEvent } from '../api/get-event';
import { BackLink } from '#web/components/pages/BackLink';
import { CheckInPanel } from '../components/CheckInPanel';
import { EventColumn } from '../components/EventColumn';
import { EndedNotice } from '../components/EndedNotice';
import { EventCover } from '../components/EventCover';
import { EventFacts } from '../components/EventFacts';
import { GiftSection } from '../components/GiftSection';
import { ImageGallery } from '../components/ImageGallery';
import { StatusChip } from '../components/StatusChip';
import { useMemberKey } from '#web/lib/use-member-key';
import styles from './EventPage.module.css';

/** /event/{id}: an event's facts, text, programs and pictures; for a check-in event, the calendar and gifts. */
export default function EventPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const member = useMemberKey();
  const { id = '' } = useParams();
  const eventId = /^\d+$/.test(id) ? Number(id) : 0;
  const event = useEvent(lang, eventId);
  // The check-in's "open today's gift" link, handed to the gifts section.
  const [requestedGift, setRequestedGift] = useState<number | null>(null);
  const clearRequestedGift = useCallback(() => setRequestedGift(null), []);
  const programMarkId = useId();
  useOwnHead(event.data && summaryHead(event.data));
  const served = event.data && langIfOther(event.data.lang, lang);

  if (!eventId) return <NotFound />;
  return (
    <DetailPage
      query={event}
      column={EventColumn}
      back={<BackLink to={href(lang, 'event')}>{t('events:detail.back')}</BackLink>}
      skeleton={<PageSkeleton titleWidth="60%" block={{ height: '100%', className: styles.skeletonCover }} />}
    >
      {(data) => (
        <>
          <LanguageNote served={data.lang} page={lang} />
          {/* Only the event's texts carry their served language: the chip, notice and labels are the page's. */}
          <article className={styles.article}>
            <div className={styles.status}>
              <StatusChip status={data.status} />
            </div>
            <h1 lang={served} className={`type-h3 ${styles.title}`}>
              {data.title}
            </h1>
            {data.summary && (
              <p lang={served} className={`type-body1 ${styles.summary}`}>
                {data.summary}
              </p>
            )}
            {data.status === 'past' && <EndedNotice className={styles.ended}>{t('events:detail.ended')}</EndedNotice>}
            {/* A check-in event's daily action comes first: on a phone the button is on the first screen. */}
            {data.checkIn && <CheckInPanel event={data} lang={lang} member={member} onOpenGift={setRequestedGift} />}
            <EventCover cover={data.cover} />
            <div className={styles.facts}>
              <EventFacts event={data} lang={lang} />
            </div>
            {data.body && (
              <div lang={served} className={styles.body}>
                <Paragraphs text={data.body} />
              </div>
            )}
          </article>
          <ShareBar path={href(lang, 'eventDetail', { id: String(eventId) })} title={data.title} />
          {data.checkIn && (
            <GiftSection
              event={data}
              lang={lang}
              member={member}
              requestedDay={requestedGift}
              onRequestHandled={clearRequestedGift}
            />
          )}
          {data.programs.length > 0 && (
            <section aria-labelledby="event-programs" className={styles.programs}>
              <h2 id="event-programs" className={`type-h5 ${styles.programsHeading}`}>
                {t('events:detail.programs')}
              </h2>
              <ul className={styles.programList}>
                {data.programs.map((program) => {
                  const programLang = langIfOther(program.lang, lang);
                  return (
                    <li key={program.programId}>
                      <TextLink
                        lang={programLang}
                        aria-describedby={programLang && `${programMarkId}-${program.programId}`}
                        to={href(lang, 'program', {
                          categoryId: String(program.categoryId),
                          programId: String(program.programId),
                        })}
                        className={styles.programLink}
                      >
                        {program.title}
                      </TextLink>
                      {programLang && (
                        <span className={styles.programMark}>
                          <ShownInMark id={`${programMarkId}-${program.programId}`} served={program.lang} page={lang} />
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          <ImageGallery id="event-gallery" title={t('events:detail.gallery')} images={data.images} />
        </>
      )}
    </DetailPage>
  );
}
