import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from '#web/lib/i18n/react';
import type { MediaItem } from '@atrium/shared/api/media';
import { AdminPagination } from '#web/features/admin/components/AdminPagination';

interface MediaGridProps {
  /** One page of the upload library, as GET /api/admin/media answers it. */
  data: { items: MediaItem[]; page: number; pageSize: number; total: number };
  /** The narrowest a column may get, in pixels, and the space between cells (theme units). */
  minWidth: number;
  gap: number;
  /** Shown instead of the grid when the page has no image (the pager stays). */
  empty?: ReactNode;
  onPage: (page: number) => void;
  /** One `<li>` per image, with its key. */
  children: (item: MediaItem) => ReactNode;
}

/** A page of the upload library as a grid of images, with the pager below: the library page and the picker share it. */
export function MediaGrid({ data, minWidth, gap, empty, onPage, children }: MediaGridProps) {
  const { t } = useTranslation();
  return (
    <>
      {data.items.length === 0 && empty !== undefined ? (
        empty
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap,
            gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
          }}
        >
          {data.items.map(children)}
        </Box>
      )}
      <AdminPagination
        label={t('admin:media.pages')}
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onChange={onPage}
      />
    </>
  );
}
