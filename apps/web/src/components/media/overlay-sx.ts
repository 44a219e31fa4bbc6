/** sx of a layer that covers its (position: relative) parent and centres what it holds. */
export const centeredOverlaySx = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;
