import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDocumentTitle } from '../lib/documentTitle';

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
    document.title = formatDocumentTitle(pageTitle, siteName);
  }, [i18n, metaKey, pageTitle, siteName]);
}
