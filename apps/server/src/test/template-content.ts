import type { Database } from '../db/client';
import { createI18nRepository } from '../modules/i18n/i18n.repository';
import { createI18nService } from '../modules/i18n/i18n.service';

/**
 * What every app writes on its first start, written once into the test files' template
 * database: the repository's UI strings (thousands of rows). Each file's app then finds them
 * up to date, as a restarted server does, instead of writing them again.
 */
export async function writeFirstStartRows(database: Database): Promise<void> {
  await createI18nService(database.db, createI18nRepository(database.db)).init();
}
