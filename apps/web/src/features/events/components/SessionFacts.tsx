import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { ProgramSession } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { formatSessionTime } from '#web/lib/format/session-time';
import { HydrateLater } from '#web/lib/hydrate-later';
import { langIfOther } from '#web/components/content/served-language';

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
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      <Typography component="dt" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {t('events:program.when')}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {/* In a task of its own while hydrating: the page's first Intl date format (the time on
            the venue's clock) costs about 45 ms on a mid-range phone. */}
        <HydrateLater name={`session-time-${session.id}`}>
          <SessionTime session={session} lang={lang} timezone={timezone} />
        </HydrateLater>
      </Typography>
      {session.place && (
        <>
          <Typography component="dt" sx={{ fontWeight: 700, color: 'text.secondary' }}>
            {t('events:program.where')}
          </Typography>
          <Typography component="dd" lang={langIfOther(session.lang, lang)} sx={{ m: 0 }}>
            {session.place}
          </Typography>
        </>
      )}
    </Box>
  );
}

function SessionTime({ session, lang, timezone }: { session: ProgramSession; lang: Language; timezone: string }) {
  return <time dateTime={session.startsAt}>{formatSessionTime(session.startsAt, session.endsAt, lang, timezone)}</time>;
}
