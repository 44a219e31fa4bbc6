import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config';
import { BackupError, type Manifest } from './backup-manifest';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

/**
 * `npm run backup -- <file> [--renditions]` and `npm run restore -- <file> [--force]`, run with
 * the server's own settings (DATA_DIR, DATABASE_URL, S3_*): the same environment as the server.
 */
const USAGE = `usage: npm run backup -- <file> [--renditions]
       npm run restore -- <file> [--force]`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function summary(manifest: Manifest): string {
  const { database } = manifest;
  const rows = database.tables.reduce((n, t) => n + t.rows, 0);
  const stored = manifest.files.filter((f) => f.path.startsWith('storage/'));
  const bytes = stored.reduce((n, f) => n + f.size, 0);
  return [
    `  database: ${database.kind}, ${database.tables.length} tables, ${rows} rows, at migration ${database.migration?.tag ?? '?'}`,
    `  files:    ${stored.length} stored files (${megabytes(bytes)})${manifest.storage.renditions ? ', renditions included' : ', renditions left out'}`,
    `  DATA_DIR: ${
      manifest.files
        .filter((f) => f.path.startsWith('data/'))
        .map((f) => f.path.slice(5))
        .join(', ') || 'nothing'
    }`,
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const files = rest.filter((a) => !a.startsWith('--'));
  const allowed = command === 'backup' ? ['--renditions'] : ['--force'];
  const unknown = [...flags].find((f) => !allowed.includes(f));
  const file = files[0];
  if ((command !== 'backup' && command !== 'restore') || !file || files.length > 1 || unknown) {
    console.error(unknown ? `unknown option ${unknown}\n${USAGE}` : USAGE);
    return 2;
  }
  const target = path.resolve(file);
  const config = loadConfig();
  if (command === 'backup') {
    const { manifest, vanished } = await createBackup(config, target, { renditions: flags.has('--renditions') });
    console.log(`Backup written to ${target}\n${summary(manifest)}`);
    if (vanished > 0) console.log(`  (${vanished} files were deleted while the backup ran, with their rows)`);
  } else {
    const manifest = await restoreBackup(config, target, { force: flags.has('--force') });
    console.log(
      `Restored ${target} (made ${manifest.created}); the server's next start applies any newer migrations.\n${summary(manifest)}`,
    );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(`${process.argv[2] ?? 'backup'} failed: ${error.message}`);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
