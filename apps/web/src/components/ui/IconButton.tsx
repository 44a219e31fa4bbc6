import clsx from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styles from './IconButton.module.css';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its name: an icon button has no words of its own. */
  'aria-label': string;
  /** `default`: the quiet grey of a tool; `inherit`: the text's colour; `primary`: the brand brown. */
  color?: 'default' | 'inherit' | 'primary';
  size?: 'small' | 'medium' | 'large';
  /** Pulls the button to the container's edge by its padding, as MUI's `edge` does, so the icon lines up with the text. */
  edge?: 'start' | 'end';
  children: ReactNode;
}

/**
 * A round native <button> holding one icon, drawn as MUI's IconButton (the same sizes and tints).
 * forwardRef: the build's Preact compat gives a function component no `ref` prop (React 19 would).
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { color = 'default', size = 'medium', edge, className, type = 'button', children, ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={clsx(styles.iconButton, styles[color], styles[size], edge && styles[`edge-${edge}`], className)}
    >
      {children}
    </button>
  );
});
