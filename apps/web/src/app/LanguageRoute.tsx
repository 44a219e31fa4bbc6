import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { DEFAULT_LANGUAGE, isLanguage } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';

/**
 * /{lang}/*: the language segment decides the page language. An unknown segment goes to /ko/
 * (docs/spec/product-spec.md §2: "Otherwise the visitor is redirected to /ko").
 */
export function LanguageRoute() {
  const { lang } = useParams();
  const { i18n } = useTranslation();
  const valid = isLanguage(lang);
  useEffect(() => {
    if (valid && i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [valid, lang, i18n]);
  if (!valid) return <Navigate to={href(DEFAULT_LANGUAGE, 'home')} replace />;
  return <Outlet />;
}
