import clsx from 'clsx';
import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from '#web/lib/router';
import styles from './TextLink.module.css';

type TextLinkProps =
  | ({ to: RouterLinkProps['to'] } & Omit<RouterLinkProps, 'to'>)
  | ({ href: string; to?: never } & AnchorHTMLAttributes<HTMLAnchorElement>);

/** A link in running text: the primary colour, underlined on hover (MUI's Link with underline="hover"). */
export function TextLink({ className, ...rest }: TextLinkProps) {
  const classes = clsx(styles.link, className);
  if ('to' in rest && rest.to !== undefined) return <RouterLink {...(rest as RouterLinkProps)} className={classes} />;
  return <a {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)} className={classes} />;
}
