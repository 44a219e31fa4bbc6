import type { ReactNode } from 'react';
import { LinkButton } from '#web/components/ui/Button';
import { ArrowForwardIcon } from '#web/components/content/icons';

/** "All artworks →", "Directions →": a button leading on to another page of the site. */
export function ForwardButton(props: {
  to: string;
  variant?: 'contained' | 'outlined';
  /** Places the button (its margin); the caller's class wins over the button's own rules. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <LinkButton to={props.to} variant={props.variant} endIcon={<ArrowForwardIcon />} className={props.className}>
      {props.children}
    </LinkButton>
  );
}
