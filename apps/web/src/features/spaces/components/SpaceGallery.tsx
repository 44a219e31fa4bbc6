import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { Image } from '@atrium/shared/api/content';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';

const GALLERY_SIZES = '(min-width: 768px) 380px, 100vw';

/** A space's further pictures, two to a row from 768 px. */
/** `lang`: the gallery's (its heading's and alt texts'), when the space around it is served in another language. */
export function SpaceGallery({ images, lang }: { images: Image[]; lang?: string }) {
  const { t } = useTranslation();
  if (!images.length) return null;
  return (
    <Box component="section" lang={lang} sx={{ mt: 6 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('home:spaces.gallery')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, 1fr)' } }}
      >
        {images.map((image) => (
          <li key={image.url}>
            <ResponsivePicture
              image={image}
              sizes={GALLERY_SIZES}
              sx={{ aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 2 }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
