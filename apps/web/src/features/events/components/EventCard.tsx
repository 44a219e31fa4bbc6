import { useId } from 'react';
import Box from '@mui/material/Box';
import { Tag } from '#web/components/content/Tag';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { useTranslation } from '#web/lib/i18n/react';
import type { EventSummary } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { CardCover, CardFrame, CardTitleLink } from '#web/components/content/CardFrame';
import { EventFacts } from './EventFacts';
import { StatusChip } from './StatusChip';

/** An event in the list: cover, status, title (the link, covering the card), summary and facts. */
export function EventCard({
  event,
  lang,
  priority = false,
}: {
  event: EventSummary;
  lang: Language;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const past = event.status === 'past';
  // Only the served texts carry their language: the chips, labels and date are the page's words.
  const served = langIfOther(event.lang, lang);
  const markId = useId();
  return (
    <CardFrame
      sx={{
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <CardCover
        cover={event.cover}
        aspectRatio="16 / 9"
        priority={priority}
        sx={{ filter: past ? 'grayscale(0.6)' : undefined }}
      />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <StatusChip status={event.status} />
          {event.checkIn && (
            <Tag variant="outlined" icon={<EventAvailable aria-hidden />} label={t('events:checkInBadge')} />
          )}
          <ShownInMark id={markId} served={event.lang} page={lang} />
        </Stack>
        <Typography component="h3" variant="h6" lang={served} sx={{ fontWeight: 700, lineHeight: 1.4 }}>
          <CardTitleLink
            to={href(lang, 'eventDetail', { id: String(event.id) })}
            underline="hover"
            describedBy={served && markId}
            sx={{ '&:focus-visible': { outline: 'none' } }}
          >
            {event.title}
          </CardTitleLink>
        </Typography>
        {event.summary && (
          <Typography variant="body2" color="text.secondary" lang={served} sx={{ lineHeight: 1.7 }}>
            {event.summary}
          </Typography>
        )}
        <EventFacts event={event} lang={lang} facts={['date', 'location', 'target', 'organizer']} dense />
      </Box>
    </CardFrame>
  );
}
