import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDocumentTitle } from '../lib/documentTitle';

/**
 * Pages that name themselves (a space's name) currently shown. While one is, the route's generic
 * title (`meta:space.title`) stays out of the way: React runs the page's effects before its
 * route element's, so a counter set by the page is seen in time.
 */
let ownTitles = 0;

/**
 * Sets the document title after client-side navigation from the `meta` namespace
 * (`meta:<pageId>.title`); the server already wrote it for the first page.
 */
export function useDocumentTitle(metaKey: string): void {
  const { t, i18n } = useTranslation();
  const pageTitle = t(`meta:${metaKey}.title`);
  const siteName = t('meta:siteName');
  useEffect(() => {
    // Until the strings arrive t() returns the key: keep the server's title rather than show it.
    if (!i18n.exists(`meta:${metaKey}.title`)) return;
    if (ownTitles > 0) return;
    document.title = formatDocumentTitle(pageTitle, siteName);
  }, [i18n, metaKey, pageTitle, siteName]);
}

/**
 * A title from the page's own data ("Main Hall | Atrium Memorial"), as the server writes it
 * for the first load. Until the data is there (`undefined`) the route's title applies.
 */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const siteName = t('meta:siteName');
  useEffect(() => {
    if (!title) return;
    ownTitles += 1;
    document.title = formatDocumentTitle(title, siteName);
    return () => {
      ownTitles -= 1;
    };
  }, [title, siteName]);
}
