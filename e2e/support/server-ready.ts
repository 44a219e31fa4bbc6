import fs from 'node:fs';
import path from 'node:path';
import { SERVER_GONE, SERVER_LOG } from './constants';
import { site } from './site';

/**
 * Before each e2e file: waits until the server the global setup starts in the background
 * answers. Only the first file waits in practice (the web build and the demo seed).
 */
const log = () => fs.readFileSync(path.join(site().dataDir, SERVER_LOG), { encoding: 'utf8', flag: 'a+' });
// The web build and the first start on a busy machine: generous.
const deadline = Date.now() + 420_000;
for (;;) {
  try {
    if ((await fetch(`${site().baseURL}/api/ready`)).ok) break;
  } catch {
    // not listening yet
  }
  if (log().includes(SERVER_GONE)) throw new Error(`The e2e server could not start:\n${log()}`);
  if (Date.now() > deadline) throw new Error(`The e2e server did not become ready:\n${log()}`);
  await new Promise((r) => setTimeout(r, 250));
}
