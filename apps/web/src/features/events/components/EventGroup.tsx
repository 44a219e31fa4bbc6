import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EventSummary } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { CardGrid } from '#web/components/pages/CardGrid';
import { EventCard } from './EventCard';

interface EventGroupProps {
  id: string;
  title: string;
  events: readonly EventSummary[];
  lang: Language;
  empty: string;
  /** Shown under the heading (the past group's "these events have ended"). */
  notice?: ReactNode;
  /** The first card's picture is the page's largest paint. */
  priority?: boolean;
}

/** One of the list's groups (in progress, upcoming, past): a heading, then its cards or a line saying there are none. */
export function EventGroup({ id, title, events, lang, empty, notice, priority = false }: EventGroupProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 6 }}>
      <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {notice}
      {events.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <CardGrid>
          {events.map((event, i) => (
            <li key={event.id}>
              <EventCard event={event} lang={lang} priority={priority && i === 0} />
            </li>
          ))}
        </CardGrid>
      )}
    </Box>
  );
}
