import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Image } from '@atrium/shared/api/content';
import { CardGrid } from '#web/components/pages/CardGrid';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';

/** Pictures of an event or a session, two a row from 600 px. */
export function ImageGallery({ id, title, images }: { id: string; title: string; images: readonly Image[] }) {
  if (images.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 5 }}>
      <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <CardGrid gap={2} columns={{ xs: '1fr', sm: 'repeat(2, 1fr)' }}>
        {images.map((image) => (
          <li key={image.url}>
            <ResponsivePicture
              image={image}
              sizes="(min-width: 900px) 420px, (min-width: 600px) 50vw, 100vw"
              sx={{ borderRadius: 2 }}
            />
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}
