import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Link as RouterLink } from '#web/lib/router';
import { contentHref } from '@atrium/shared/links';
import { useLanguage } from '#web/lib/i18n/use-language';
import styles from './ContentLink.module.css';

interface ContentLinkProps {
  /** A content link: a site path below the language, an https URL, or '' for none. */
  link: string;
  children: ReactNode;
  /** Covers the positioned card or slide around it: a click anywhere on it follows the link. */
  stretched?: boolean;
  className?: string;
  /** The id of what is read after the link's name (a "shown in …" mark). */
  describedBy?: string;
  /** Shown instead of a link when `link` is empty. */
  fallback?: ReactNode;
}

/**
 * A link of the home content: site paths go through the router (no reload), absolute URLs
 * leave the site in the same tab. Used by slides and cards, whose whole area it covers.
 */
export function ContentLink({
  link,
  children,
  stretched = false,
  className,
  describedBy,
  fallback = children,
}: ContentLinkProps) {
  const lang = useLanguage();
  const target = contentHref(lang, link);
  if (!target) return <>{fallback}</>;
  const classes = clsx(styles.link, stretched && styles.stretched, className);
  if (target.external)
    return (
      <a href={target.href} aria-describedby={describedBy} className={classes}>
        {children}
      </a>
    );
  return (
    <RouterLink to={target.href} aria-describedby={describedBy} className={classes}>
      {children}
    </RouterLink>
  );
}
