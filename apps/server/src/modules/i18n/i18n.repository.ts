import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uiStrings } from './i18n.table';
import type { SourceString } from './i18n.source';

export function createI18nRepository(db: Db) {
  return {
    async allStrings() {
      return db
        .select({ namespace: uiStrings.namespace, key: uiStrings.key, lang: uiStrings.lang, value: uiStrings.value })
        .from(uiStrings);
    },

    /**
     * Brings the repository's strings in: new keys are added; a row staff never edited
     * (value still equals the old source) follows the new source text; staff edits stay.
     */
    async syncSource(strings: SourceString[]) {
      const CHUNK = 1000;
      await db.transaction(async (tx) => {
        for (let i = 0; i < strings.length; i += CHUNK) {
          const rows = strings.slice(i, i + CHUNK).map((s) => ({ ...s, sourceValue: s.value }));
          await tx
            .insert(uiStrings)
            .values(rows)
            .onConflictDoUpdate({
              target: [uiStrings.namespace, uiStrings.key, uiStrings.lang],
              set: {
                value: sql`case when ${uiStrings.value} = ${uiStrings.sourceValue} then excluded.value else ${uiStrings.value} end`,
                sourceValue: sql`excluded.source_value`,
              },
            });
        }
      });
    },
  };
}
export type I18nRepository = ReturnType<typeof createI18nRepository>;
