import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_RENDERER_FILE } from '@atrium/shared/api/boot';

/**
 * A web build's folder with a stand-in server renderer (`renderer`: an ES module's source with
 * `warmUp` and `renderPage`), for WEB_DIST: the app renders its pages through it. A test may add
 * the build's other files (index.html…) to `dir`.
 */
export function standInWebBuild(renderer: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-web-'));
  fs.mkdirSync(path.join(dir, path.dirname(PAGE_RENDERER_FILE)), { recursive: true });
  fs.writeFileSync(path.join(dir, PAGE_RENDERER_FILE), renderer);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
