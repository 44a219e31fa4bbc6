import { useCallback, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Skeleton } from '#web/components/content/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { Paragraphs } from '#web/components/content/Paragraphs';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { DetailPage } from '#web/components/pages/DetailPage';
import { TitledSection } from '#web/components/pages/TitledSection';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { summaryHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useEvent } from '../api/get-event';
import { BackLink } from '#web/components/pages/BackLink';
import { CheckInPanel } from '../components/CheckInPanel';
import { EventColumn } from '../components/EventColumn';
import { EventCover } from '../components/EventCover';
import { EventFacts } from '../components/EventFacts';
import { GiftSection } from '../components/GiftSection';
import { ImageGallery } from '../components/ImageGallery';
import { StatusChip } from '../components/StatusChip';
import { useMemberKey } from '../lib/use-member';

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
      skeleton={
        <Box aria-busy="true">
          <Skeleton variant="text" sx={{ fontSize: '3rem', width: '60%' }} />
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', mt: 2 }} />
        </Box>
      }
    >
      {(data) => (
        <>
          <LanguageNote served={data.lang} page={lang} />
          {/* Only the event's texts carry their served language: the chip, notice and labels are the page's. */}
          <Box component="article" sx={{ mt: 1 }}>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <StatusChip status={data.status} />
            </Stack>
            <Typography component="h1" variant="h3" lang={served} sx={{ fontWeight: 700 }}>
              {data.title}
            </Typography>
            {data.summary && (
              <Typography lang={served} sx={{ fontSize: '1.15rem', lineHeight: 1.8, mt: 2 }}>
                {data.summary}
              </Typography>
            )}
            {data.status === 'past' && (
              <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
                {t('events:detail.ended')}
              </Alert>
            )}
            <EventCover cover={data.cover} />
            <Box sx={{ mt: 3 }}>
              <EventFacts event={data} lang={lang} />
            </Box>
            {data.body && (
              <Box lang={served} sx={{ mt: 3 }}>
                <Paragraphs text={data.body} />
              </Box>
            )}
          </Box>
          {data.checkIn && (
            <>
              <CheckInPanel event={data} lang={lang} member={member} onOpenGift={setRequestedGift} />
              <GiftSection
                event={data}
                lang={lang}
                member={member}
                requestedDay={requestedGift}
                onRequestHandled={clearRequestedGift}
              />
            </>
          )}
          {data.programs.length > 0 && (
            <TitledSection headingId="event-programs" title={t('events:detail.programs')} sx={{ mt: 5 }}>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {data.programs.map((program) => (
                  <li key={program.programId}>
                    <Link
                      component={RouterLink}
                      lang={langIfOther(program.lang, lang)}
                      aria-describedby={langIfOther(program.lang, lang) && `${programMarkId}-${program.programId}`}
                      to={href(lang, 'program', {
                        categoryId: String(program.categoryId),
                        programId: String(program.programId),
                      })}
                      sx={{ fontSize: '1.1rem', lineHeight: 2 }}
                    >
                      {program.title}
                    </Link>
                    <ShownInMark
                      id={`${programMarkId}-${program.programId}`}
                      served={program.lang}
                      page={lang}
                      sx={{ ml: 1 }}
                    />
                  </li>
                ))}
              </Box>
            </TitledSection>
          )}
          <ImageGallery id="event-gallery" title={t('events:detail.gallery')} images={data.images} />
        </>
      )}
    </DetailPage>
  );
}
