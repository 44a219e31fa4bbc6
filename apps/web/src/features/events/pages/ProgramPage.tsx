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
import { summaryHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useProgram } from '../api/get-program';
import { BackLink } from '#web/components/pages/BackLink';
import { EventColumn } from '../components/EventColumn';
import { EventCover } from '../components/EventCover';
import { SessionList } from '../components/SessionList';
import { useProgramParams } from '../lib/program-params';

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
      skeleton={
        <Box aria-busy="true">
          <Skeleton variant="text" sx={{ fontSize: '3rem', width: '60%' }} />
          <Skeleton variant="rounded" sx={{ height: 160, mt: 2 }} />
        </Box>
      }
    >
      {(data) => (
        <>
          <LanguageNote served={data.lang} page={lang} />
          <Box component="article" lang={langIfOther(data.lang, lang)} sx={{ mt: 1 }}>
            <Typography color="primary" sx={{ fontWeight: 700 }} lang={langIfOther(data.category.lang, lang)}>
              {data.category.title}
            </Typography>
            <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mt: 0.5 }}>
              {data.title}
            </Typography>
            {data.summary && (
              <Typography sx={{ fontSize: '1.15rem', lineHeight: 1.8, mt: 2 }}>{data.summary}</Typography>
            )}
            <EventCover cover={data.cover} />
            {data.description && (
              <Box sx={{ mt: 3 }}>
                <Paragraphs text={data.description} />
              </Box>
            )}
          </Box>
          <SessionList program={data} lang={lang} />
        </>
      )}
    </DetailPage>
  );
}
