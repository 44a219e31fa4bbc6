import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { writeFirstStartRows } from './template-content';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * One migrated PGlite with the UI strings, dumped once: each test file starts its fresh database
 * from this dump, which skips PostgreSQL's initdb and the migrations (about three times faster).
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({});
  await writeFirstStartRows(database);
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite could not be dumped');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-pglite-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
