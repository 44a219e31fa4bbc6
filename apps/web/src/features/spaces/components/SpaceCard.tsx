import Typography from '@mui/material/Typography';
import type { SpaceSummary } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { CoverCard } from '#web/components/content/CoverCard';
import { langIfOther } from '#web/components/content/served-language';

/** A space in the list: cover, name (the link, covering the card), floor and summary. */
export function SpaceCard({ space, lang }: { space: SpaceSummary; lang: Language }) {
  const served = langIfOther(space.lang, lang);
  return (
    <CoverCard
      lang={lang}
      servedLang={space.lang}
      cover={space.cover}
      title={space.name}
      to={href(lang, 'space', { slug: space.slug })}
    >
      <Typography variant="body2" color="primary" lang={served} sx={{ fontWeight: 700, mb: 1 }}>
        {space.floor}
      </Typography>
      <Typography variant="body2" color="text.secondary" lang={served} sx={{ lineHeight: 1.7 }}>
        {space.summary}
      </Typography>
    </CoverCard>
  );
}
