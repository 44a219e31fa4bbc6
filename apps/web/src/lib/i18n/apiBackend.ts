import type { BackendModule, ResourceKey } from 'i18next';
import type { I18nBundle } from '@atrium/shared/api/i18n';
import { isI18nBundle } from './bundles';

/**
 * Loads the UI strings of a language that the boot data did not carry (a language switch,
 * or the dev server without boot) from GET /api/i18n/{lang}. The endpoint answers every
 * namespace at once, so one request per language serves all of i18next's namespace reads.
 */
export function createApiBackend(load: (lang: string) => Promise<unknown> = fetchBundle): BackendModule {
  const requests = new Map<string, Promise<I18nBundle>>();

  const bundleOf = (lang: string): Promise<I18nBundle> => {
    let request = requests.get(lang);
    if (!request) {
      request = load(lang).then((body) => {
        if (!isI18nBundle(body)) throw new Error(`Malformed UI strings for ${lang}`);
        return body;
      });
      // A failed request may be retried on the next language change.
      request.catch(() => requests.delete(lang));
      requests.set(lang, request);
    }
    return request;
  };

  return {
    type: 'backend',
    callbackApi: false,
    init() {},
    // i18next 26 promise API (callbackApi: false): resolve the namespace's flat key map.
    read(lang: string, namespace: string): Promise<ResourceKey> {
      return bundleOf(lang).then((bundle) => bundle[namespace] ?? {});
    },
  };
}

async function fetchBundle(lang: string): Promise<unknown> {
  const response = await fetch(`/api/i18n/${encodeURIComponent(lang)}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/i18n/${lang} answered ${response.status}`);
  return response.json();
}
