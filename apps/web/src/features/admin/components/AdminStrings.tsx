import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { PageLoading } from '#web/components/PageLoading';

const ADMIN_NAMESPACE = 'admin';

/**
 * The admin's strings are left out of public pages' boot data: load them (GET
 * /api/i18n/{lang}?ns=admin) before the first admin page renders. Once loaded, the translator keeps the
 * namespace in its list, so a language switch loads it along with the rest.
 */
export function AdminStrings({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace(ADMIN_NAMESPACE));
  useEffect(() => {
    if (ready) return;
    let live = true;
    // Resolves on failure too: the admin then shows keys rather than nothing.
    void i18n.loadNamespaces(ADMIN_NAMESPACE).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  return ready ? children : <PageLoading />;
}
