import Box from '@mui/material/Box';
import type { Image } from '@atrium/shared/api/content';
import { DetailCover } from '#web/components/pages/DetailCover';

/** The cover of an event or a program page, as wide as their reading column; nothing without one. */
export function EventCover({ cover }: { cover: Image | null }) {
  if (!cover) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <DetailCover cover={cover} sizes="(min-width: 1000px) 780px, 100vw" />
    </Box>
  );
}
