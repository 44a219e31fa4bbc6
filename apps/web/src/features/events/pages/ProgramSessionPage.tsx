import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { Paragraphs } from '#web/components/content/Paragraphs';
import { langIfOther } from '#web/components/content/served-language';
import { DetailPage } from '#web/components/pages/DetailPage';
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
        <Box aria-busy="true">
          <Skeleton variant="text" sx={{ width: '30%' }} />
          <Skeleton variant="text" sx={{ fontSize: '3rem', width: '60%' }} />
          <Skeleton variant="rounded" sx={{ height: 120, mt: 2 }} />
        </Box>
      }
    >
      {(data) =>
        // Found whenever the frame renders this: a program without the session is "not found" above.
        session && (
          <>
            <BackLink to={programHref}>{t('events:program.backToProgram', { title: data.title })}</BackLink>
            <LanguageNote served={session.lang} page={lang} />
            <Box component="article" lang={langIfOther(session.lang, lang)} sx={{ mt: 1 }}>
              <Typography color="primary" sx={{ fontWeight: 700 }} lang={langIfOther(data.lang, lang)}>
                {data.title}
              </Typography>
              <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mt: 0.5, mb: 3 }}>
                {session.title}
              </Typography>
              <SessionFacts session={session} lang={lang} timezone={data.timezone} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('events:program.timeZoneNote')}
              </Typography>
              <Box sx={{ mt: 2 }}>
                <AddToCalendarButton program={data} session={session} lang={lang} />
              </Box>
              {session.description && (
                <Box sx={{ mt: 3 }}>
                  <Paragraphs text={session.description} />
                </Box>
              )}
            </Box>
            <ImageGallery id="session-gallery" title={t('events:detail.gallery')} images={session.media} />
          </>
        )
      }
    </DetailPage>
  );
}
