import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { createQueryClient } from './query-client';
import { seedPrefetchedQueries } from './prefetched-queries';

function documentWithBoot(json: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_ELEMENT_ID;
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

describe('seedPrefetchedQueries', () => {
  it('puts every embedded result in the cache under its key', () => {
    const client = createQueryClient();
    const slides = { mainSlides: [], subSlides: [], eduSlides: [] };
    const doc = documentWithBoot(
      JSON.stringify({
        lang: 'en',
        i18n: {},
        prefetched: [
          { key: PREFETCH_KEYS.slides('en'), data: slides },
          { key: PREFETCH_KEYS.hotspots('en'), data: { map: null, items: [] } },
        ],
      }),
    );
    expect(seedPrefetchedQueries(client, doc)).toBe(2);
    expect(client.getQueryData(PREFETCH_KEYS.slides('en'))).toEqual(slides);
    expect(client.getQueryData(PREFETCH_KEYS.hotspots('en'))).toEqual({ map: null, items: [] });
  });

  it('ignores missing, malformed or partial boot data', () => {
    const client = createQueryClient();
    expect(seedPrefetchedQueries(client, document.implementation.createHTMLDocument('t'))).toBe(0);
    expect(seedPrefetchedQueries(client, documentWithBoot('{not json'))).toBe(0);
    expect(seedPrefetchedQueries(client, documentWithBoot('{"lang":"ko","prefetched":[{"key":[]},{"data":1}]}'))).toBe(
      0,
    );
  });
});
