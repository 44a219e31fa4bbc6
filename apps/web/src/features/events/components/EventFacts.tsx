import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { EventSummary } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '#web/components/content/served-language';
import { formatDateRange } from '#web/lib/format/dates';

type Fact = 'date' | 'location' | 'target' | 'program' | 'organizer';

/** The spec's event fields as a definition list: dates, location, target, program, organizer (empty ones left out). */
export function EventFacts({
  event,
  lang,
  facts = ['date', 'location', 'target', 'program', 'organizer'],
  dense = false,
}: {
  event: EventSummary;
  lang: Language;
  facts?: readonly Fact[];
  dense?: boolean;
}) {
  const { t } = useTranslation();
  const values: Record<Fact, string> = {
    date: formatDateRange(event.startDate, event.endDate, lang),
    location: event.location,
    target: event.target,
    program: event.program,
    organizer: event.organizer,
  };
  const shown = facts.filter((fact) => values[fact]);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: dense ? 0.5 : 1,
        m: 0,
        fontSize: dense ? '0.875rem' : '1rem',
      }}
    >
      {shown.map((fact) => (
        <Box key={fact} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700, fontSize: 'inherit', color: 'text.secondary' }}>
            {t(`events:facts.${fact}`)}
          </Typography>
          {/* The date is written in the page's language; the other values are the event's texts. */}
          <Typography
            component="dd"
            lang={fact === 'date' ? undefined : langIfOther(event.lang, lang)}
            sx={{ m: 0, fontSize: 'inherit' }}
          >
            {fact === 'date' ? (
              <time dateTime={`${event.startDate}/${event.endDate}`}>{values.date}</time>
            ) : (
              values[fact]
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
