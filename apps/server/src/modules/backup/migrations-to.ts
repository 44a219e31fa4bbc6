import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '#server/paths';
import { BackupError } from './backup-manifest';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

const readJournal = (): Journal =>
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;

/** The committed migrations, oldest first (drizzle's journal). */
export const journal = (): JournalEntry[] => readJournal().entries;

/**
 * A migrations folder (drizzle's layout, in `dir`) that stops at the migration a dump was taken
 * at, so that the tables are made as they were then; the server's start applies the later ones
 * to the loaded rows, as it would have to the original database.
 */
export function migrationsUpTo(createdAt: number, dir: string): string {
  const whole = readJournal();
  const last = whole.entries.findIndex((m) => m.when === createdAt);
  if (last < 0) {
    throw new BackupError(
      `the archive's database is at a migration this release does not have (made ${new Date(createdAt).toISOString()}): restore it with the release that made the archive, or a later one`,
    );
  }
  const entries = whole.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...whole, entries }));
  for (const m of entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${m.tag}.sql`), path.join(dir, `${m.tag}.sql`));
  return dir;
}
