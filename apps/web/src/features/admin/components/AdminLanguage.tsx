import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { isLanguage, type Language } from '@atrium/shared/languages';
import { PageLoading } from '#web/components/PageLoading';
import { setAdminShown } from '#web/lib/i18n/language-storage';

/** Where the admin's own language choice is kept, apart from the public site's (i18nextLng). */
const ADMIN_LANGUAGE_STORAGE_KEY = 'adminLanguage';

/** The language last chosen in the admin (its toggle), if any. */
function readAdminLanguage(): Language | null {
  try {
    const value = localStorage.getItem(ADMIN_LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function saveAdminLanguage(lang: string): void {
  if (!isLanguage(lang)) return;
  try {
    localStorage.setItem(ADMIN_LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
}

/**
 * The admin keeps its own language: on entering, it shows the language last chosen in the admin
 * (whatever public page came before), and while it is shown a language change is remembered as
 * the admin's only, so the public site keeps its own choice. Before any choice in the admin, it
 * opens in the language the visitor was using.
 */
export function AdminLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => (readAdminLanguage() ?? i18n.language) === i18n.language);
  // A layout effect: the flag is down again before the public page that follows sets its language.
  useLayoutEffect(() => {
    setAdminShown(true);
    i18n.on('languageChanged', saveAdminLanguage);
    return () => {
      setAdminShown(false);
      i18n.off('languageChanged', saveAdminLanguage);
    };
  }, [i18n]);
  useEffect(() => {
    const chosen = readAdminLanguage();
    if (ready || !chosen) return;
    let live = true;
    // Resolves on a failed load too: the admin then shows what strings it has.
    void i18n.changeLanguage(chosen).finally(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  return ready ? children : <PageLoading />;
}
