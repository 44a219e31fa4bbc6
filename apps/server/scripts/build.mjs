// Bundles the server into dist/server.js for production starts: no TypeScript transpiling at
// start-up. npm packages stay external (node_modules); the shared workspace is bundled in.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const shared = JSON.parse(readFileSync(new URL('../../../packages/shared/package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies), ...Object.keys(shared.dependencies)]
  .filter((name) => name !== '@atrium/shared')
  .flatMap((name) => [name, `${name}/*`]);

// Old chunks would pile up beside the new ones.
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

const src = new URL('../src', import.meta.url).pathname;
// A worker thread's module (*.worker.ts, started by lib/worker-task.ts) is an entry of its own,
// at the same path under dist as under src: dist/modules/x/x.worker.js.
const workers = readdirSync(src, { recursive: true })
  .filter((file) => file.endsWith('.worker.ts'))
  .map((file) => `${src}/${file}`);

await build({
  // dist/server.js, dist/backup.js for `npm run backup`/`restore` where only dist/ is (the image),
  // and each worker at its path under src.
  entryPoints: [
    { in: `${src}/server.ts`, out: 'server' },
    { in: `${src}/modules/backup/backup-cli.ts`, out: 'backup' },
    ...workers.map((file) => ({ in: file, out: file.slice(src.length + 1).replace(/\.ts$/, '') })),
  ],
  outdir: new URL('../dist', import.meta.url).pathname,
  // The app's modules become a chunk of their own, loaded while the database opens.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server: dist/server.js, dist/backup.js');
