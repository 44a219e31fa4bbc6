import { useTranslation } from '#web/lib/i18n/react';
import type { ArtworkDetail } from '@atrium/shared/api/edu';
import { TermList } from '#web/components/content/TermList';

/** The artwork's metadata (docs/spec/product-spec.md §3: keyword, symbol, createdAt, scaleAndWeight, material) as a list of terms. */
export function ArtworkFacts({ artwork }: { artwork: ArtworkDetail }) {
  const { t } = useTranslation();
  const terms = [
    { term: t('edu:artwork.keyword'), value: artwork.keyword },
    { term: t('edu:artwork.createdAt'), value: artwork.createdAt },
    { term: t('edu:artwork.material'), value: artwork.material },
    { term: t('edu:artwork.scaleAndWeight'), value: artwork.scaleAndWeight },
    { term: t('edu:artwork.symbol'), value: artwork.symbol },
  ].filter((fact) => fact.value);
  return (
    <TermList
      terms={terms}
      termColumn="minmax(7rem, auto)"
      sx={{
        rowGap: { xs: 0.25, sm: 1.5 },
        py: 2,
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '& dd': { mb: { xs: 1.5, sm: 0 }, lineHeight: 1.7 },
      }}
    />
  );
}
