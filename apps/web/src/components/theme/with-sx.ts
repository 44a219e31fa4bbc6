import type { SxProps, Theme } from '@mui/material/styles';

/** One style entry of an `sx` (an object or a function of the theme), not a list of them. */
type SxEntry = Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;

/**
 * A component's own styles followed by its caller's `sx`, in MUI's array form: the caller's add
 * to or override the component's, and neither object is copied or replaced.
 */
export function withSx(own: SxEntry, sx?: SxProps<Theme>): SxProps<Theme> {
  return [own, ...(Array.isArray(sx) ? sx : [sx])];
}
