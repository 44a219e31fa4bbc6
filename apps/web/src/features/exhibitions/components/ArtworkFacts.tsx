import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ArtworkDetail } from '@atrium/shared/api/edu';

/** The artwork's metadata (docs/spec/product-spec.md §3: keyword, symbol, createdAt, scaleAndWeight, material) as a list of terms. */
export function ArtworkFacts({ artwork }: { artwork: ArtworkDetail }) {
  const { t } = useTranslation();
  const facts = [
    { label: t('edu:artwork.keyword'), value: artwork.keyword },
    { label: t('edu:artwork.createdAt'), value: artwork.createdAt },
    { label: t('edu:artwork.material'), value: artwork.material },
    { label: t('edu:artwork.scaleAndWeight'), value: artwork.scaleAndWeight },
    { label: t('edu:artwork.symbol'), value: artwork.symbol },
  ].filter((fact) => fact.value);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(7rem, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        m: 0,
        py: 2,
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '& dd': { m: 0, mb: { xs: 1.5, sm: 0 } },
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 700 }}>
            {fact.label}
          </Typography>
          <Typography component="dd" sx={{ lineHeight: 1.7 }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
