import { createElement, type ElementType, type HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The `sx` some callers not yet moved off MUI still pass (docs/decisions/025-static-css-for-public-pages.md).
 * New code passes `className`; this path goes once the last such caller has moved.
 */
export type LegacySx = SxProps<Theme>;

type ElementProps = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | undefined>;

/**
 * An element with its module classes, and a caller's `sx` on top when there is one: the
 * component's rules sit in `@layer components`, so the caller's (unlayered) styles win, as they did.
 */
export function Element({
  as,
  sx,
  ...props
}: ElementProps & { as: ElementType; sx?: LegacySx } & Record<string, unknown>) {
  if (sx) return <Box component={as} sx={sx} {...props} />;
  return createElement(as, props);
}
