import type * as GtagModule from './gtag';

type Gtag = typeof GtagModule;
let loading: Promise<Gtag> | null = null;

/** Loads the Google Analytics helper only on sites that set GA_MEASUREMENT_ID (most do not). */
export function loadGtag(id: string | undefined): void {
  if (!id || loading) return;
  loading = import('./gtag').then((gtag) => {
    gtag.installGtag(id);
    return gtag;
  });
}

/** A page view for GA, once its helper is loaded; nothing when GA is off. */
export function gtagPageViewWhenLoaded(path: string, lang: string): void {
  void loading?.then((gtag) => gtag.gtagPageView(path, lang));
}
