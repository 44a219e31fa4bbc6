import path from 'node:path';

/**
 * Where the server's files are, whether it runs from source (apps/server/src, through tsx)
 * or from the bundle (apps/server/dist/server.js and its chunks).
 */
function codeDir(from: string): string {
  let dir = from;
  while (!['src', 'dist'].includes(path.basename(dir))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`apps/server/src or dist not found above ${from}`);
    dir = parent;
  }
  return dir;
}
const CODE_DIR = codeDir(import.meta.dirname);
/** True when the server runs from the bundle (dist), false from its TypeScript source (tsx, vitest). */
const BUNDLED = path.basename(CODE_DIR) === 'dist';
const SERVER_ROOT = path.dirname(CODE_DIR);
const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const LOCALES_DIR = path.join(REPO_ROOT, 'packages/shared/locales');
export const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const SERVER_TSCONFIG = path.join(SERVER_ROOT, 'tsconfig.json');

/**
 * A module of the server by its path under src, without extension ("modules/x/x.worker"): the
 * bundle's .js (scripts/build.mjs bundles every *.worker.ts to the same path under dist), or
 * the source's .ts.
 */
export const serverModuleFile = (name: string) => path.join(CODE_DIR, `${name}.${BUNDLED ? 'js' : 'ts'}`);
