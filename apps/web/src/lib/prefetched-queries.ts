import type { ReadCache } from './reads/read-cache';
import { BOOT_ELEMENT_ID } from '@atrium/shared/api/boot';

/**
 * Seeds the query cache with the query results the server embedded in the HTML's boot data
 * (`prefetched`: a public page's content, e.g. the home page's slides, a news article), under
 * the keys the server used (PREFETCH_KEYS), so the page hydrates without an API round trip.
 *
 * The boot JSON is read here rather than through readBootData, which keeps only what i18n
 * needs. Entries are stored as the wire JSON they are, the API's reply as the same server
 * builds it: the home page's queries validate it with the shared schemas in their `select`,
 * which keeps zod out of the first-load script.
 */
export function seedPrefetchedQueries(client: Pick<ReadCache, 'setQueryData'>, doc: Document = document): number {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return 0;
  let boot: unknown;
  try {
    boot = JSON.parse(text);
  } catch {
    return 0;
  }
  const entries = typeof boot === 'object' && boot !== null && 'prefetched' in boot ? boot.prefetched : undefined;
  if (!Array.isArray(entries)) return 0;
  let seeded = 0;
  for (const entry of entries) {
    if (!isPrefetchedEntry(entry)) continue;
    client.setQueryData(entry.key, entry.data);
    seeded += 1;
  }
  return seeded;
}

function isPrefetchedEntry(value: unknown): value is { key: unknown[]; data: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  if (!('key' in value) || !Array.isArray(value.key) || value.key.length === 0) return false;
  return 'data' in value && value.data !== undefined;
}
