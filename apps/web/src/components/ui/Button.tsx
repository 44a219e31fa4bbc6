import clsx from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from '#web/lib/router';
import styles from './Button.module.css';

export interface ButtonLook {
  /** As MUI's Button: `text` (default), `outlined` or `contained` (the main action). */
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

interface ButtonContent extends ButtonLook {
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  children?: ReactNode;
}

/** The classes of a button's look. */
const buttonClassName = ({ variant = 'text', size = 'medium', fullWidth }: ButtonLook, className?: string) =>
  clsx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);

function Content({ startIcon, endIcon, children }: ButtonContent) {
  return (
    <>
      {startIcon && <span className={styles.startIcon}>{startIcon}</span>}
      {children}
      {endIcon && <span className={styles.endIcon}>{endIcon}</span>}
    </>
  );
}

export interface ButtonProps extends ButtonContent, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Sending: the button says so (aria-busy, a spinner) and takes no second press. */
  loading?: boolean;
}

/** A native <button> in the site's button look. */
export function Button({
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  loading = false,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth }, clsx(loading && styles.loading, className))}
    >
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </button>
  );
}

type LinkButtonProps = ButtonContent &
  (
    | ({ to: RouterLinkProps['to'] } & Omit<RouterLinkProps, 'to'>)
    | ({ href: string; to?: never } & AnchorHTMLAttributes<HTMLAnchorElement>)
  );

/** A link in the site's button look: an address of the app (`to`) or any other (`href`). */
export function LinkButton({
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  const classes = buttonClassName({ variant, size, fullWidth }, className);
  const content = (
    <Content startIcon={startIcon} endIcon={endIcon}>
      {children}
    </Content>
  );
  if ('to' in rest && rest.to !== undefined) {
    return (
      <RouterLink {...(rest as RouterLinkProps)} className={classes}>
        {content}
      </RouterLink>
    );
  }
  return (
    <a {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)} className={classes}>
      {content}
    </a>
  );
}
