import { z } from 'zod';

/**
 * manifest.json, the archive's last entry: what the archive holds and the SHA-256 of every
 * other entry (docs/decisions/030-backups-in-one-archive.md). Entries:
 *   database/<table>.copy.gz   a table's rows in COPY text format, gzipped
 *   storage/<key>              a stored file (uploads/, seed/, gifts/, renditions/ if asked, …)
 *   data/<name>                a file of DATA_DIR the site needs (the generated signing secret)
 */
export const BACKUP_FORMAT = 'atrium-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST = 'manifest.json';

const tableSchema = z.object({
  name: z.string().min(1),
  /** Its columns in the archive's order (generated columns are made again, not stored). */
  columns: z.array(z.string().min(1)),
  rows: z.number().int().nonnegative(),
  path: z.string().min(1),
});

export const databasePartSchema = z.object({
  /** Where it was dumped from; it restores into either. */
  kind: z.enum(['pglite', 'postgres']),
  /** The last migration applied (apps/server/drizzle/meta/_journal.json's `when` and `tag`). */
  migration: z.object({ tag: z.string().nullable(), createdAt: z.number().int() }).nullable(),
  /** In the order they load: a table after those its foreign keys point to. */
  tables: z.array(tableSchema),
  /** Sequences that have handed out values, with the last one. */
  sequences: z.array(z.object({ name: z.string().min(1), value: z.string().regex(/^-?\d+$/) })),
});
export type DatabasePart = z.infer<typeof databasePartSchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created: z.iso.datetime(),
  database: databasePartSchema,
  storage: z.object({ driver: z.enum(['disk', 's3']), renditions: z.boolean() }),
  files: z.array(
    z.object({
      path: z.string().min(1),
      size: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A backup or restore refused for a reason the operator can act on (printed without a stack). */
export class BackupError extends Error {}
