// Starts the real server on the production build (apps/server/dist, apps/web/dist) with PGlite in
// a temporary DATA_DIR and the demo content, as a first install would run it: what the
// measurements see is what a visitor of a fresh site gets.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../../..');
const serverScript = path.join(root, 'apps/server/dist/server.js');
const webDist = path.join(root, 'apps/web/dist');
/** The lock the e2e runs build under (e2e/support/global-setup.ts). */
const lock = path.join(os.tmpdir(), 'atrium-web-build.lock');

/**
 * Waits for the build lock, copies the build, lets the lock go: a rebuild meanwhile cannot pull
 * chunks from under the pages.
 */
async function copyBuild(to) {
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    if (!fs.existsSync(serverScript) || !fs.existsSync(path.join(webDist, 'index.html'))) {
      throw new Error('No production build: run `npm run build` first.');
    }
    fs.cpSync(webDist, to, { recursive: true });
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** An admin the server creates at start; the password passes the site's rule (letters, digits, a special, ≥ 10). */
function generatedAdmin() {
  const id = randomBytes(4).toString('hex');
  return { email: `measure-${id}@atrium.test`, password: `Ms!${randomBytes(9).toString('base64url')}7q` };
}

/**
 * The server on a free-ish port, ready. `stop()` ends it and removes its data; it is also
 * ended when this process exits, so a failed run leaves nothing behind.
 */
export async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-measure-'));
  const web = path.join(dataDir, 'web');
  await copyBuild(web);
  const admin = generatedAdmin();
  const port = 3800 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      WEB_DIST: web,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      STAFF_MFA: 'optional',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    if (!exited) child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  for (let i = 0; ; i++) {
    if (exited) throw new Error(`The server stopped at start:\n${stderr}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      // still starting
    }
    if (i > 1200) throw new Error(`The server was not ready after 2 minutes:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, dataDir, admin, stop };
}
