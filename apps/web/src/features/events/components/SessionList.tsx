import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import type { ProgramDetail } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { AddToCalendarButton } from './AddToCalendarButton';
import { SessionFacts } from './SessionFacts';

/** A program's sessions in time order: title (to the session's page), when, where, and "add to calendar". */
export function SessionList({ program, lang }: { program: ProgramDetail; lang: Language }) {
  const { t } = useTranslation();
  const markId = useId();
  return (
    <Box component="section" aria-labelledby="program-sessions" sx={{ mt: 5 }}>
      <Typography id="program-sessions" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('events:program.sessions')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('events:program.timeZoneNote')}
      </Typography>
      {program.sessions.length === 0 ? (
        <Typography color="text.secondary">{t('events:program.noSessions')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {program.sessions.map((session) => (
            <Box
              component="li"
              key={session.id}
              sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
            >
              <Box sx={{ mb: 1 }}>
                {/* Only the session's texts carry their served language: the labels and button are the page's. */}
                <Typography component="h3" variant="h6" lang={langIfOther(session.lang, lang)} sx={{ fontWeight: 700 }}>
                  <Link
                    component={RouterLink}
                    aria-describedby={langIfOther(session.lang, lang) && `${markId}-${session.id}`}
                    to={href(lang, 'programSession', {
                      categoryId: String(program.categoryId),
                      programId: String(program.id),
                      sessionId: String(session.id),
                    })}
                  >
                    {session.title}
                  </Link>
                </Typography>
                <ShownInMark id={`${markId}-${session.id}`} served={session.lang} page={lang} sx={{ mt: 0.5 }} />
              </Box>
              <SessionFacts session={session} lang={lang} timezone={program.timezone} />
              <Box sx={{ mt: 1.5 }}>
                <AddToCalendarButton program={program} session={session} lang={lang} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
