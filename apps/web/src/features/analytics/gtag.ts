declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let measurementId: string | null = null;

/**
 * Adds the Google Analytics tag when the server passed a measurement id (GA_MEASUREMENT_ID).
 * External script only: the CSP forbids inline scripts, so the gtag() queue is defined here.
 */
export function installGtag(id: string | undefined): void {
  if (!id || measurementId) return;
  measurementId = id;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  gtag('js', new Date());
  // Page views are sent by hand on each route change (a single-page app).
  gtag('config', id, { send_page_view: false });
}

export function gtagPageView(path: string, lang: string): void {
  if (!measurementId) return;
  gtag('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
    language: lang,
    send_to: measurementId,
  });
}

function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js expects the Arguments object itself, not an array copy.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}
