import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { textHash } from '#server/lib/text-hash';
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
     * (value still equals the old source) follows the new source text; staff edits stay. A
     * translation that follows a new repository text loses its mark, so markSources() measures it
     * against the Korean of now: the repository's translations are taken as up to date.
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
                sourceHash: sql`case when ${uiStrings.lang} <> 'ko' and ${uiStrings.value} = ${uiStrings.sourceValue}
                  and ${uiStrings.sourceValue} is distinct from excluded.source_value
                  then null else ${uiStrings.sourceHash} end`,
              },
            });
        }
      });
    },

    /**
     * Brings the translation marks up to date at start: each Korean row's fingerprint follows its
     * current text (a repository change makes its translations stale), and translations without
     * a mark (rows from before the marks, or following a new repository text) take their Korean's.
     */
    async markSources() {
      const korean = await db
        .select({
          namespace: uiStrings.namespace,
          key: uiStrings.key,
          text: sql<string>`coalesce(${uiStrings.draft}, ${uiStrings.value})`,
          hash: uiStrings.sourceHash,
        })
        .from(uiStrings)
        .where(eq(uiStrings.lang, 'ko'));
      const changed = korean.filter((r) => r.hash !== textHash(r.text));
      await db.transaction(async (tx) => {
        const CHUNK = 500;
        for (let i = 0; i < changed.length; i += CHUNK) {
          const values = sql.join(
            changed.slice(i, i + CHUNK).map((r) => sql`(${r.namespace}, ${r.key}, ${textHash(r.text)})`),
            sql`, `,
          );
          await tx.execute(sql`
            update ${uiStrings} set source_hash = v.hash
            from (values ${values}) as v(namespace, key, hash)
            where ${uiStrings.namespace} = v.namespace and ${uiStrings.key} = v.key and ${uiStrings.lang} = 'ko'`);
        }
        await tx
          .update(uiStrings)
          .set({
            sourceHash: sql`(select ko.source_hash from ${uiStrings} as ko
              where ko.namespace = ${uiStrings.namespace} and ko.key = ${uiStrings.key} and ko.lang = 'ko')`,
          })
          .where(and(ne(uiStrings.lang, 'ko'), isNull(uiStrings.sourceHash)));
      });
    },
  };
}
export type I18nRepository = ReturnType<typeof createI18nRepository>;
