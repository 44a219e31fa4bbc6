import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { contentHref } from '@atrium/shared/links';
import { useLanguage } from '#web/lib/i18n/use-language';

interface ContentLinkProps {
  /** A content link: a site path below the language, an https URL, or '' for none. */
  link: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
  /** The id of what is read after the link's name (a "shown in …" mark). */
  describedBy?: string;
  /** Shown instead of a link when `link` is empty. */
  fallback?: ReactNode;
}

/**
 * A link of the home content: site paths go through the router (no reload), absolute URLs
 * leave the site in the same tab. Used by slides and cards, whose whole area it covers.
 */
export function ContentLink({ link, children, sx, describedBy, fallback = children }: ContentLinkProps) {
  const lang = useLanguage();
  const target = contentHref(lang, link);
  if (!target) return <>{fallback}</>;
  if (target.external)
    return (
      <Link href={target.href} color="inherit" aria-describedby={describedBy} sx={sx}>
        {children}
      </Link>
    );
  return (
    <Link component={RouterLink} to={target.href} color="inherit" aria-describedby={describedBy} sx={sx}>
      {children}
    </Link>
  );
}

/** sx of a link whose ::after covers its positioned card: a click anywhere on the card follows it. */
export const stretchedLink = {
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
} as const;
