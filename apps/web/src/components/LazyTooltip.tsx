import { lazy, type ReactElement } from 'react';
import { ClientOnly } from './ClientOnly';
import { QuietBoundary } from './errors/QuietBoundary';

// MUI's Tooltip brings Popper.js along; loaded only once a tooltip is shown (the collapsed
// side drawer), so it stays out of the first-load script.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface LazyTooltipProps {
  title: string;
  placement?: 'right' | 'left' | 'top' | 'bottom';
  /** One element that accepts a ref (a button or link); it carries its own aria-label. */
  children: ReactElement;
}

/** MUI Tooltip, loaded on demand; until then the child renders without it. */
export function LazyTooltip({ title, placement = 'right', children }: LazyTooltipProps) {
  return (
    <QuietBoundary fallback={children}>
      <ClientOnly fallback={children}>
        <Tooltip title={title} placement={placement}>
          {children}
        </Tooltip>
      </ClientOnly>
    </QuietBoundary>
  );
}
