import path from 'node:path';

/**
 * Where the server's files are, whether it runs from source (apps/server/src, through tsx)
 * or from the bundle (apps/server/dist/server.js and its chunks).
 */
function serverRoot(from: string): string {
  let dir = from;
  while (!['src', 'dist'].includes(path.basename(dir))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`apps/server/src or dist not found above ${from}`);
    dir = parent;
  }
  return path.dirname(dir);
}
const SERVER_ROOT = serverRoot(import.meta.dirname);
const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const LOCALES_DIR = path.join(REPO_ROOT, 'packages/shared/locales');
export const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
