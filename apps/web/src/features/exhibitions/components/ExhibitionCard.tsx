import Box from '@mui/material/Box';
import { Tag } from '#web/components/content/Tag';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { ExhibitionSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { CoverCard } from '#web/components/content/CoverCard';
import { langIfOther } from '#web/components/content/served-language';
import { exhibitionPeriod } from './exhibition-dates';

/** An exhibition in the list: cover, title (the link, covering the card), place, period, summary. */
export function ExhibitionCard(props: { exhibition: ExhibitionSummary; lang: Language; priority: boolean }) {
  const { exhibition, lang, priority } = props;
  const { t } = useTranslation();
  const period = exhibitionPeriod(exhibition.startsOn, exhibition.endsOn, lang);
  const served = langIfOther(exhibition.lang, lang);
  return (
    <CoverCard
      lang={lang}
      servedLang={exhibition.lang}
      cover={exhibition.cover}
      title={exhibition.title}
      to={href(lang, 'exhibition', { slug: exhibition.slug })}
      priority={priority}
    >
      <Typography variant="body2" color="primary" lang={served} sx={{ fontWeight: 700, mt: 0.5 }}>
        {exhibition.place}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
        {period ? (
          <Typography variant="body2" color="text.secondary">
            {period}
          </Typography>
        ) : (
          <Tag label={t('edu:exhibitions.permanent')} />
        )}
        <Typography variant="body2" color="text.secondary">
          {t('edu:exhibitions.artworkCount', { n: exhibition.artworkCount })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" lang={served} sx={{ lineHeight: 1.7 }}>
        {exhibition.summary}
      </Typography>
    </CoverCard>
  );
}
