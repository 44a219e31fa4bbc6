/**
 * How a picture loads. The page's largest picture: at once and first, and named for element
 * timing, whose report of its paint public/app-loader.js waits for before starting the app's
 * scripts. Any other: when it nears the screen.
 */
export function loadingAttributes(largest: boolean) {
  return largest
    ? ({ loading: 'eager', fetchPriority: 'high', elementtiming: 'largest-picture' } as const)
    : ({ loading: 'lazy' } as const);
}
