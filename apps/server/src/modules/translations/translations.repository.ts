import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { LANGUAGES } from '@atrium/shared/languages';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import { uiStringChanges, uiStrings, uiStringVersions } from '../i18n/i18n.table';

export interface KeyFilters {
  namespace?: string;
  q?: string;
  missing?: boolean;
}

export interface StringKey {
  namespace: string;
  key: string;
}

/** Both drivers answer raw queries with { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const effective = sql`coalesce(${uiStrings.draft}, ${uiStrings.value})`;

/** UI strings as staff edit them: pending drafts, published versions and their changes. */
export function createTranslationsRepository(db: Db) {
  function keyQuery(f: KeyFilters) {
    const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    return sql`
      select ${uiStrings.namespace} as namespace, ${uiStrings.key} as key
      from ${uiStrings}
      where ${f.namespace ? sql`${uiStrings.namespace} = ${f.namespace}` : sql`true`}
      group by ${uiStrings.namespace}, ${uiStrings.key}
      having ${like ? sql`bool_or(${uiStrings.key} ilike ${like} or ${effective} ilike ${like})` : sql`true`}
        and ${
          f.missing
            ? sql`bool_or(${uiStrings.lang} = 'ko' and ${effective} <> '')
                and count(*) filter (where ${effective} <> '') < ${LANGUAGES.length}`
            : sql`true`
        }`;
  }

  return {
    async keys(f: KeyFilters, page: number, pageSize: number) {
      const inner = keyQuery(f);
      const [rows, total] = await Promise.all([
        db.execute(sql`${inner} order by 1, 2 limit ${pageSize} offset ${(page - 1) * pageSize}`),
        db.execute(sql`select count(*)::int as n from (${inner}) as k`),
      ]);
      return { keys: rowsOf<StringKey>(rows), total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) };
    },

    async rowsOf(keys: StringKey[]) {
      if (keys.length === 0) return [];
      const pairs = sql.join(
        keys.map((k) => sql`(${k.namespace}, ${k.key})`),
        sql`, `,
      );
      return db
        .select()
        .from(uiStrings)
        .where(sql`(${uiStrings.namespace}, ${uiStrings.key}) in (${pairs})`);
    },

    async namespaces() {
      const rows = await db.selectDistinct({ ns: uiStrings.namespace }).from(uiStrings).orderBy(uiStrings.namespace);
      return rows.map((r) => r.ns);
    },

    async exists(namespace: string, key: string) {
      const [row] = await db
        .select({ n: count() })
        .from(uiStrings)
        .where(and(eq(uiStrings.namespace, namespace), eq(uiStrings.key, key)));
      return (row?.n ?? 0) > 0;
    },

    /** Records a pending edit; an edit back to the published text is no edit. */
    async setDraft(namespace: string, key: string, lang: string, value: string, tx: Db = db) {
      await tx
        .insert(uiStrings)
        .values({ namespace, key, lang, value: '', draft: value === '' ? null : value })
        .onConflictDoUpdate({
          target: [uiStrings.namespace, uiStrings.key, uiStrings.lang],
          set: {
            draft: sql`case when ${uiStrings.value} = ${value}::text then null else ${value}::text end`,
          },
        });
    },

    async pendingCount() {
      const [row] = await db
        .select({ n: count() })
        .from(uiStrings)
        .where(and(isNotNull(uiStrings.draft), sql`${uiStrings.draft} <> ${uiStrings.value}`));
      return row?.n ?? 0;
    },

    /** Publishes every pending edit as one version; null when there is nothing to publish. */
    async publish(memo: string, authorId: number) {
      return db.transaction(async (tx) => {
        const pending = await tx
          .select()
          .from(uiStrings)
          .where(and(isNotNull(uiStrings.draft), sql`${uiStrings.draft} <> ${uiStrings.value}`))
          .for('update');
        if (pending.length === 0) return null;
        const [version] = await tx
          .insert(uiStringVersions)
          .values({ memo, authorId, changedCount: pending.length })
          .returning();
        if (!version) throw new Error('version insert returned no row');
        await tx.insert(uiStringChanges).values(
          pending.map((p) => ({
            versionId: version.id,
            namespace: p.namespace,
            key: p.key,
            lang: p.lang,
            oldValue: p.value,
            newValue: p.draft ?? '',
          })),
        );
        await tx
          .update(uiStrings)
          .set({ value: sql`${uiStrings.draft}`, draft: null, updatedAt: sql`now()` })
          .where(isNotNull(uiStrings.draft));
        return version;
      });
    },

    async history(page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ version: uiStringVersions, email: users.email })
          .from(uiStringVersions)
          .leftJoin(users, eq(users.id, uiStringVersions.authorId))
          .orderBy(desc(uiStringVersions.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(uiStringVersions),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async version(id: number) {
      const [row] = await db
        .select({ version: uiStringVersions, email: users.email })
        .from(uiStringVersions)
        .leftJoin(users, eq(users.id, uiStringVersions.authorId))
        .where(eq(uiStringVersions.id, id));
      if (!row) return undefined;
      const changes = await db
        .select()
        .from(uiStringChanges)
        .where(eq(uiStringChanges.versionId, id))
        .orderBy(uiStringChanges.namespace, uiStringChanges.key, uiStringChanges.lang);
      return { ...row, changes };
    },

    /** Every key with its current text per language (pending edits included), for the spreadsheet. */
    async allEffective() {
      return db
        .select({
          namespace: uiStrings.namespace,
          key: uiStrings.key,
          lang: uiStrings.lang,
          text: sql<string>`${effective}`,
        })
        .from(uiStrings)
        .orderBy(uiStrings.namespace, uiStrings.key);
    },
  };
}
export type TranslationsRepository = ReturnType<typeof createTranslationsRepository>;
