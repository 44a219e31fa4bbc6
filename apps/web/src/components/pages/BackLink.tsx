import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';

/** "← All news", "← All episodes": the link back up from a detail page, above its heading. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3 }}>
      <ArrowBack aria-hidden fontSize="small" />
      {children}
    </Link>
  );
}
