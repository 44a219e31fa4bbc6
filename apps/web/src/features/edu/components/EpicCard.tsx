import Box from '@mui/material/Box';
import { Tag } from '#web/components/content/Tag';
import Typography from '@mui/material/Typography';
import PlayCircle from '@mui/icons-material/PlayCircleOutlined';
import { useTranslation } from '#web/lib/i18n/react';
import type { EpicSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { CoverCard } from '#web/components/content/CoverCard';
import { langIfOther } from '#web/components/content/served-language';

/** An epic episode in the list: cover, part and era, title (the link, covering the card), summary. */
export function EpicCard({ episode, lang }: { episode: EpicSummary; lang: Language }) {
  const { t } = useTranslation();
  return (
    <CoverCard
      lang={lang}
      servedLang={episode.lang}
      cover={episode.cover}
      coverAlt=""
      aspectRatio="16 / 9"
      title={episode.title}
      to={href(lang, 'eduEpic', { id: episode.id })}
      overline={
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
          {t('edu:epic.part', { n: episode.sequence })}
          {episode.period && (
            <>
              {' · '}
              <span lang={langIfOther(episode.lang, lang)}>{episode.period}</span>
            </>
          )}
        </Typography>
      }
    >
      <Typography
        variant="body2"
        color="text.secondary"
        lang={langIfOther(episode.lang, lang)}
        sx={{ lineHeight: 1.7, mt: 1 }}
      >
        {episode.summary}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        {episode.hasVideo && <Tag icon={<PlayCircle aria-hidden />} label={t('edu:epic.hasVideo')} />}
        {episode.quizQuestionCount > 0 && (
          <Tag variant="outlined" label={t('edu:epic.hasQuiz', { n: episode.quizQuestionCount })} />
        )}
      </Box>
    </CoverCard>
  );
}
