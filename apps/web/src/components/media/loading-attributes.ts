/**
 * How a picture loads. The page's largest picture: at once and first (a server-rendered page asks
 * for its scripts at a low priority). Any other: when it nears the screen.
 */
export function loadingAttributes(largest: boolean) {
  return largest ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
}
