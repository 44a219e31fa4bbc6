import Paper from '@mui/material/Paper';
import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import Typography from '@mui/material/Typography';

interface StatCardProps {
  label: string;
  /** Null while loading; '—' when there is no figure (yet). */
  value: string | null;
  note?: string;
}

/** One figure of the dashboard: the label names it, the value is large. */
export function StatCard({ label, value, note }: StatCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minHeight: 112 }}>
      <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700, my: 0.5 }}>
        {value ?? <Skeleton className={skeletonSizes.w64} />}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}
