import { Skeleton } from '#web/components/content/Skeleton';
import { CARD_COLUMNS, gridListSx } from './CardGrid';

/** Placeholder cards while a list loads (inside the list's own <ul>). */
export function CardGridSkeleton({ count = 3, ratio = '16 / 10' }: { count?: number; ratio?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton variant="rounded" sx={{ aspectRatio: ratio, height: 'auto' }} />
          <Skeleton variant="text" sx={{ mt: 1, width: '70%' }} />
        </li>
      ))}
    </>
  );
}

/** The grid of cards of the list pages, for a list that is not a <CardGrid>. */
export const cardGridSx = gridListSx(3, CARD_COLUMNS);
