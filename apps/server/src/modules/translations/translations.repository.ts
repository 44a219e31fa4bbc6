import { and, count, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TranslationState } from '@atrium/shared/api/content-admin';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import type { Db } from '#server/db/client';
import { textHash } from '#server/lib/text-hash';
import { users } from '../users/users.table';
import { uiStringChanges, uiStrings, uiStringVersions } from '../i18n/i18n.table';

export interface KeyFilters {
  namespace?: string;
  q?: string;
  status?: 'missing' | 'stale';
  lang?: Language;
}

export interface StringKey {
  namespace: string;
  key: string;
}

/** Both drivers answer raw queries with { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const effective = sql`coalesce(${uiStrings.draft}, ${uiStrings.value})`;
/** A translation's mark when saved or confirmed: its Korean row's current fingerprint. */
const koreanHashOf = (namespace: string, key: string) =>
  sql`(select ko.source_hash from ${uiStrings} as ko where ko.namespace = ${namespace} and ko.key = ${key} and ko.lang = 'ko')`;
const LANGUAGE_ROWS = sql.raw(LANGUAGES.map((l) => `('${l}')`).join(', '));

/**
 * Every key × language with its translation state, for the keys `keysWhere` picks: one definition
 * for the grid's marks, its filter and the counts. The Korean is missing when it has no text
 * and another language has one (a text left empty everywhere is on purpose); a translation is missing when the Korean has a text and it none, stale when its mark is not
 * the Korean's current fingerprint (ui_strings.source_hash).
 */
function cellStates(keysWhere: SQL) {
  return sql`
    select k.namespace, k.key, l.lang,
      case
        when l.lang = 'ko' then case
          when coalesce(s.draft, s.value, '') <> '' then 'ok'
          when exists (select 1 from ${uiStrings} as o
            where o.namespace = k.namespace and o.key = k.key and coalesce(o.draft, o.value) <> '') then 'missing'
          else 'ok' end
        when coalesce(ko.draft, ko.value, '') = '' then 'ok'
        when coalesce(s.draft, s.value, '') = '' then 'missing'
        when s.source_hash is distinct from ko.source_hash then 'stale'
        else 'ok'
      end as state
    from (select distinct ${uiStrings.namespace}, ${uiStrings.key} from ${uiStrings} where ${keysWhere}) as k
    cross join (values ${LANGUAGE_ROWS}) as l(lang)
    left join ${uiStrings} as s on s.namespace = k.namespace and s.key = k.key and s.lang = l.lang
    left join ${uiStrings} as ko on ko.namespace = k.namespace and ko.key = k.key and ko.lang = 'ko'`;
}
const inNamespace = (namespace?: string) => (namespace ? sql`${uiStrings.namespace} = ${namespace}` : sql`true`);
const keyPairs = (keys: StringKey[]) =>
  sql.join(
    keys.map((k) => sql`(${k.namespace}, ${k.key})`),
    sql`, `,
  );

/** UI strings as staff edit them: pending drafts, published versions and their changes. */
export function createTranslationsRepository(db: Db) {
  function keyQuery(f: KeyFilters) {
    const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const withStatus = f.status
      ? sql`(${uiStrings.namespace}, ${uiStrings.key}) in (
          select c.namespace, c.key from (${cellStates(inNamespace(f.namespace))}) as c
          where c.state = ${f.status} and ${f.lang ? sql`c.lang = ${f.lang}` : sql`true`})`
      : sql`true`;
    return sql`
      select ${uiStrings.namespace} as namespace, ${uiStrings.key} as key
      from ${uiStrings}
      where ${inNamespace(f.namespace)} and ${withStatus}
      group by ${uiStrings.namespace}, ${uiStrings.key}
      having ${like ? sql`bool_or(${uiStrings.key} ilike ${like} or ${effective} ilike ${like})` : sql`true`}`;
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
      return db
        .select()
        .from(uiStrings)
        .where(sql`(${uiStrings.namespace}, ${uiStrings.key}) in (${keyPairs(keys)})`);
    },

    async statesOf(keys: StringKey[]) {
      if (keys.length === 0) return [];
      const rows = await db.execute(cellStates(sql`(${uiStrings.namespace}, ${uiStrings.key}) in (${keyPairs(keys)})`));
      return rowsOf<StringKey & { lang: Language; state: TranslationState }>(rows);
    },

    /** Per language: keys, and how many have a missing or stale text (in one namespace, or all). */
    async counts(namespace?: string) {
      const rows = await db.execute(sql`
        select c.lang, count(*)::int as total,
          count(*) filter (where c.state = 'missing')::int as missing,
          count(*) filter (where c.state = 'stale')::int as stale
        from (${cellStates(inNamespace(namespace))}) as c
        group by c.lang`);
      return rowsOf<{ lang: Language; total: number; missing: number; stale: number }>(rows);
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

    /**
     * Records a pending edit; an edit back to the published text is no edit. Either way the text
     * is marked: a Korean text with its own fingerprint, a translation with its Korean's (saved
     * now, so no longer stale).
     */
    async setDraft(namespace: string, key: string, lang: Language, value: string, tx: Db = db) {
      const sourceHash = lang === 'ko' ? textHash(value) : koreanHashOf(namespace, key);
      await tx
        .insert(uiStrings)
        .values({ namespace, key, lang, value: '', draft: value === '' ? null : value, sourceHash })
        .onConflictDoUpdate({
          target: [uiStrings.namespace, uiStrings.key, uiStrings.lang],
          set: {
            draft: sql`case when ${uiStrings.value} = ${value}::text then null else ${value}::text end`,
            sourceHash,
          },
        });
    },

    /** Marks a translation as written for the current Korean, its text unchanged; false when it has none. */
    async confirm(namespace: string, key: string, lang: Language) {
      const done = await db
        .update(uiStrings)
        .set({
          sourceHash: koreanHashOf(namespace, key),
        })
        .where(
          and(
            eq(uiStrings.namespace, namespace),
            eq(uiStrings.key, key),
            eq(uiStrings.lang, lang),
            ne(uiStrings.lang, 'ko'),
            sql`${effective} <> ''`,
          ),
        )
        .returning({ key: uiStrings.key });
      return done.length > 0;
    },

    async pendingCount() {
      const [row] = await db
        .select({ n: count() })
        .from(uiStrings)
        .where(and(isNotNull(uiStrings.draft), sql`${uiStrings.draft} <> ${uiStrings.value}`));
      return row?.n ?? 0;
    },

    /** Publishes every pending edit as one version; null when there is nothing to publish. */
    async publish(memo: string, authorId: number | null) {
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
