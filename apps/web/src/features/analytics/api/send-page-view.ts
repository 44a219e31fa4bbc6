import type { PageView } from '@atrium/shared/api/analytics';

const PAGEVIEW_URL = '/api/analytics/pageview';

/** Hands the page view to the browser, which delivers it even while the page unloads. */
export function sendPageView(view: PageView): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(PAGEVIEW_URL, new Blob([JSON.stringify(view)], { type: 'application/json' }));
}
