import type { I18nBundle } from '@atrium/shared/api/i18n';
import { NON_PUBLIC_NAMESPACES } from '@atrium/shared/i18n-namespaces';
import { isI18nBundle } from './bundles';
import type { Strings, StringsBackend } from './translator';

/** Loads one language's strings: every public namespace at once, or one namespace when given. */
export type BundleLoader = (lang: string, namespace?: string) => Promise<unknown>;

const isNonPublic = (namespace: string): boolean => (NON_PUBLIC_NAMESPACES as readonly string[]).includes(namespace);

/**
 * Loads the UI strings of a language that the boot data did not carry (a language switch,
 * or the dev server without boot) from GET /api/i18n/{lang}?ns=public: every public namespace
 * at once, so one request per language serves all its public namespaces. A namespace public
 * pages never need (admin) is fetched alone, with `?ns=`, and only when the code that needs it
 * asks (i18n.loadNamespaces('admin') in the admin chunk).
 */
export function createApiBackend(load: BundleLoader = fetchBundle): StringsBackend {
  const requests = new Map<string, Promise<I18nBundle>>();

  const bundleOf = (lang: string, namespace?: string): Promise<I18nBundle> => {
    const id = namespace ? `${lang}?ns=${namespace}` : lang;
    let request = requests.get(id);
    if (!request) {
      request = load(lang, namespace).then((body) => {
        if (!isI18nBundle(body)) throw new Error(`Malformed UI strings for ${id}`);
        return body;
      });
      // A failed request may be retried on the next language change.
      request.catch(() => requests.delete(id));
      requests.set(id, request);
    }
    return request;
  };

  return {
    read(lang: string, namespace: string): Promise<Strings> {
      const source = isNonPublic(namespace) ? bundleOf(lang, namespace) : bundleOf(lang, 'public');
      return source.then((bundle) => bundle[namespace] ?? {});
    },
  };
}

async function fetchBundle(lang: string, namespace?: string): Promise<unknown> {
  const path = `/api/i18n/${encodeURIComponent(lang)}${namespace ? `?ns=${encodeURIComponent(namespace)}` : ''}`;
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}
