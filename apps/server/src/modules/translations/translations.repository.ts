import { and, count, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TranslationState } from '@atrium/shared/api/content-admin';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import type { Db } from '#server/db/client';
import { inSlices } from '#server/lib/in-slices';
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

export interface StringEdit extends StringKey {
  lang: Language;
  value: string;
}

/**
 * Rows one statement reads or writes in the bulk methods (an import): PGlite holds the event loop
 * while it runs a statement, a few ms for this many rows (npm run bench:import).
 */
const ROWS_PER_STATEMENT = 250;
/** In setDrafts' upsert: the text given, from the draft inserted ('' where an empty text made it null). */
const GIVEN = sql.raw(`coalesce(excluded.draft, '')`);

/**
 * Rows as one json parameter of a bulk statement, each text as the drivers send a text
 * parameter (UTF-8: a lone surrogate becomes U+FFFD, where its JSON escape would be refused).
 */
const jsonRows = (rows: object[]) =>
  JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? Buffer.from(value).toString() : value));

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

/** One statement of setDrafts: the rows as one json parameter. */
async function upsertDrafts(edits: StringEdit[], tx: Db) {
  const rows = edits.map((e) => ({ ...e, hash: e.lang === 'ko' ? textHash(e.value) : null }));
  await tx.execute(sql`
    insert into ${uiStrings} (namespace, key, lang, value, draft, source_hash)
    select e.namespace, e.key, e.lang, '', nullif(e.value, ''), case when e.lang = 'ko' then e.hash else
      (select ko.source_hash from ${uiStrings} as ko where ko.namespace = e.namespace and ko.key = e.key and ko.lang = 'ko') end
    from json_to_recordset(${jsonRows(rows)}::json) as e(namespace text, key text, lang text, value text, hash text)
    on conflict (namespace, key, lang) do update set
      draft = case when ${uiStrings.value} = ${GIVEN} then null else ${GIVEN} end,
      source_hash = excluded.source_hash`);
}

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

  /**
   * setDraft for many texts (the last one wins for a text given twice), ROWS_PER_STATEMENT rows a
   * statement. The Korean ones go first, in statements of their own: a translation among the
   * edits is then marked against its new Korean. Run it in a transaction to save all or nothing.
   */
  async function setDrafts(edits: StringEdit[], tx: Db = db) {
    const byText = [...new Map(edits.map((e) => [`${e.namespace}\u0000${e.key}\u0000${e.lang}`, e])).values()];
    for (const group of [byText.filter((e) => e.lang === 'ko'), byText.filter((e) => e.lang !== 'ko')]) {
      await inSlices(group, ROWS_PER_STATEMENT, (slice) => upsertDrafts(slice, tx));
    }
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
      await setDrafts([{ namespace, key, lang, value }], tx);
    },

    setDrafts,

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

    /** The current texts (pending edits included) of these keys, ROWS_PER_STATEMENT keys a query. */
    async effectiveOf(keys: StringKey[]) {
      const rows: Array<StringKey & { lang: Language; text: string }> = [];
      await inSlices(keys, ROWS_PER_STATEMENT / LANGUAGES.length, async (slice) => {
        const keyList = jsonRows(slice.map((k) => ({ namespace: k.namespace, key: k.key })));
        const result = await db.execute(sql`
          select s.namespace, s.key, s.lang, coalesce(s.draft, s.value) as text
          from ${uiStrings} as s
          join json_to_recordset(${keyList}::json) as k(namespace text, key text)
            on s.namespace = k.namespace and s.key = k.key`);
        rows.push(...rowsOf<StringKey & { lang: Language; text: string }>(result));
      });
      return rows;
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
