import clsx from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './IconButton.module.css';

interface IconLook {
  /** Its name: an icon button has no words of its own. */
  'aria-label': string;
  /** `default`: the quiet grey of a tool; `inherit`: the text's colour; `primary`: the brand brown. */
  color?: 'default' | 'inherit' | 'primary';
  size?: 'small' | 'medium' | 'large';
  /** Pulls the button to the container's edge by its padding, as MUI's `edge` does, so the icon lines up with the text. */
  edge?: 'start' | 'end';
  children: ReactNode;
}

export type IconButtonProps = IconLook & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

const iconClassName = ({ color = 'default', size = 'medium', edge }: Partial<IconLook>, className?: string) =>
  clsx(styles.iconButton, styles[color], styles[size], edge && styles[`edge-${edge}`], className);

/**
 * A round native <button> holding one icon, drawn as MUI's IconButton (the same sizes and tints).
 */
export function IconButton({ color, size, edge, className, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button {...rest} type={type} className={iconClassName({ color, size, edge }, className)}>
      {children}
    </button>
  );
}

/** A link in the icon button's look: an address that works without JavaScript, which a script may enhance. */
export function IconLink({
  color,
  size,
  edge,
  className,
  children,
  ...rest
}: IconLook & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...rest} className={iconClassName({ color, size, edge }, className)}>
      {children}
    </a>
  );
}
