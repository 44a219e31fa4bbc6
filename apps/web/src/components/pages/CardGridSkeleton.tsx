import { Skeleton } from '#web/components/content/Skeleton';

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
