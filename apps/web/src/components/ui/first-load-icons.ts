/**
 * The icons of the error screen (errors/ErrorFallback), which the entry chunk holds: a module of
 * their own, since every used export of a module goes to the chunk that holds it, and icons.ts
 * whole would join the first load. Re-exported by ui/icons.ts and content/icons.ts.
 */
import { svgIcon } from './Icon';

/** MUI's Alert's error icon, the same glyph as ErrorOutlineOutlined. */
export const ErrorOutlineIcon = svgIcon(
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
);
export const RefreshIcon = svgIcon(
  'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z',
);
