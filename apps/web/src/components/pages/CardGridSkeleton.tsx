import Skeleton from '@mui/material/Skeleton';

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

/** The grid of cards of the list pages: one column on phones, two from 768 px, three from 1536 px (the side navigation takes its part). */
export const cardGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
} as const;
