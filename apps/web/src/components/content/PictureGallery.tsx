import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Image } from '@atrium/shared/api/content';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { withSx } from '#web/components/theme/with-sx';

const listSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { md: 'repeat(2, 1fr)' },
} as const;

const pictureSx = { aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 2 } as const;

interface PictureGalleryProps {
  images: readonly Image[];
  /** Names the list when no heading next to it does. */
  label?: string;
  /** The language of the label and the alt texts, when it differs from what surrounds the list. */
  lang?: string;
  sx?: SxProps<Theme>;
}

/** Pictures in one column on a phone and two from 768px, cropped alike to 3:2. */
export function PictureGallery({ images, label, lang, sx }: PictureGalleryProps) {
  return (
    <Box component="ul" aria-label={label} lang={lang} sx={withSx(listSx, sx)}>
      {images.map((image) => (
        <li key={image.url}>
          <ResponsivePicture image={image} sizes="(min-width: 768px) 380px, 100vw" sx={pictureSx} />
        </li>
      ))}
    </Box>
  );
}
