import fs from 'node:fs';
import path from 'node:path';
import { SERVER_GONE, SERVER_LOG, SITE_STARTING } from './constants';
import { afterEach, expect } from 'vitest';
import { takeEarlyReads, takeHydrationMismatches } from './browser';
import { site } from './site';
import { waitForReady } from './wait-for-ready';

/**
 * Before each e2e file: waits until the server the global setup starts in the background
 * answers. Only the first file waits in practice (the web build and the demo seed).
 */
const log = () => fs.readFileSync(path.join(site().dataDir, SERVER_LOG), { encoding: 'utf8', flag: 'a+' });
// First the web build and the demo seed, as long as they take on this machine: the global setup
// bounds each and writes SERVER_GONE when one fails. Then the site's own start, from the seeded
// copy: seconds, generous for a busy machine.
while (!log().includes(SITE_STARTING) && !log().includes(SERVER_GONE)) await new Promise((r) => setTimeout(r, 250));
const state = await waitForReady(site().baseURL, 300_000, () => log().includes(SERVER_GONE));
if (state === 'gone') throw new Error(`The e2e server could not start:\n${log()}`);
if (state === 'late') throw new Error(`The e2e server did not become ready:\n${log()}`);

// No page showed a key while its strings were on their way (a part rendered after hydration
// that reads a string the boot data left out: SPARSE_NAMESPACES).
afterEach(() => {
  const reads = takeEarlyReads();
  expect(reads, `strings read before they came: ${reads.join(', ')}`).toEqual([]);
  // React hydrated every page's markup as the server wrote it (docs/decisions/026-react-19.md).
  expect(takeHydrationMismatches()).toEqual([]);
});
