import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther } from '#web/components/content/served-language';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { EventFacts } from './EventFacts';
import { StatusChip } from './StatusChip';

/** Cards are a column on phones, two from 768 px, three from 1536 px (with the drawer beside). */
const COVER_SIZES = '(min-width: 1536px) 30vw, (min-width: 768px) 45vw, 100vw';

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
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {event.cover ? (
        <ResponsivePicture
          image={event.cover}
          sizes={COVER_SIZES}
          priority={priority}
          sx={{ aspectRatio: '16 / 9', objectFit: 'cover', filter: past ? 'grayscale(0.6)' : undefined }}
        />
      ) : (
        <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover' }} />
      )}
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <StatusChip status={event.status} />
          {event.checkIn && (
            <Chip
              size="small"
              variant="outlined"
              icon={<EventAvailable aria-hidden />}
              label={t('events:checkInBadge')}
            />
          )}
        </Stack>
        <Typography component="h3" variant="h6" lang={served} sx={{ fontWeight: 700, lineHeight: 1.4 }}>
          <Link
            component={RouterLink}
            to={href(lang, 'eventDetail', { id: String(event.id) })}
            color="inherit"
            underline="hover"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {event.title}
          </Link>
        </Typography>
        {event.summary && (
          <Typography variant="body2" color="text.secondary" lang={served} sx={{ lineHeight: 1.7 }}>
            {event.summary}
          </Typography>
        )}
        <EventFacts event={event} lang={lang} facts={['date', 'location', 'target', 'organizer']} dense />
      </Box>
    </Box>
  );
}
