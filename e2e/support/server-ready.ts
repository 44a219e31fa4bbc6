import fs from 'node:fs';
import path from 'node:path';
import { SERVER_GONE, SERVER_LOG } from './constants';
import { afterEach, expect } from 'vitest';
import { takeEarlyReads } from './browser';
import { site } from './site';
import { waitForReady } from './wait-for-ready';

/**
 * Before each e2e file: waits until the server the global setup starts in the background
 * answers. Only the first file waits in practice (the web build and the demo seed).
 */
const log = () => fs.readFileSync(path.join(site().dataDir, SERVER_LOG), { encoding: 'utf8', flag: 'a+' });
// The web build and the first start on a busy machine: generous.
const state = await waitForReady(site().baseURL, 420_000, () => log().includes(SERVER_GONE));
if (state === 'gone') throw new Error(`The e2e server could not start:\n${log()}`);
if (state === 'late') throw new Error(`The e2e server did not become ready:\n${log()}`);

// No page showed a key while its strings were on their way (a part rendered after hydration
// that reads a string the boot data left out: SPARSE_NAMESPACES).
afterEach(() => {
  const reads = takeEarlyReads();
  expect(reads, `strings read before they came: ${reads.join(', ')}`).toEqual([]);
});
