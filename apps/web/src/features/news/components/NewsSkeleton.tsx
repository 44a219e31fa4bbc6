import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';

/** The shape of a news page while it loads. */
export function NewsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Box aria-busy="true">
      <Skeleton variant="text" sx={{ fontSize: '1rem', width: '20%' }} />
      <Skeleton variant="text" sx={{ fontSize: '3rem', width: '60%' }} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" sx={{ height: 120, mt: 3 }} />
      ))}
    </Box>
  );
}
