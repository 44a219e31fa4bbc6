import { cloneElement, type ReactElement } from 'react';
import clsx from 'clsx';
import styles from './Tooltip.module.css';

interface TooltipProps {
  title: string;
  /** One element drawn as a flex box (a menu link of the narrow drawer); it carries its own aria-label. */
  children: ReactElement<{ className?: string }>;
}

/**
 * A label shown to the right of its element while it is hovered or focused, as MUI's Tooltip
 * (placement right) drew it: CSS only, no script and no portal. The element keeps its own name
 * (aria-label); the tooltip only shows it.
 */
export function Tooltip({ title, children }: TooltipProps) {
  return cloneElement(children, {
    className: clsx(children.props.className, styles.anchor),
    'data-tooltip': title,
  } as { className: string });
}
