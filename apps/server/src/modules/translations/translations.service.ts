import { LANGUAGES, type Language } from '@atrium/shared/languages';
import { UI_STRINGS_COVERAGE_TYPE, type TranslationCounts, type TranslationRow } from '@atrium/shared/api/translations';
import { PAGE_SIZE, TRANSLATION_IMPORT } from '@atrium/shared/limits';
import { appError } from '#server/lib/app-error';
import { FileRefused } from '#server/lib/xlsx-read';
import type { AuditedWrite } from '#server/lib/audited-write';
import type { Audit } from '../audit/audit.service';
import type { Actor } from '../audit/audit.actor';
import type { I18nService } from '../i18n/i18n.service';
import {
  createTranslationsRepository,
  type KeyFilters,
  type StringKey,
  type TranslationsRepository,
} from './translations.repository';
import {
  readStringsWorkbookOffThread,
  WorkbookCellErrors,
  writeStringsWorkbook,
  type SheetRow,
} from './translations.xlsx';

/** Drafts and marks are staff-only until a publish: the public caches and kept pages stay. */
const DRAFTS_ONLY = { publicChange: false };

type Version = { id: number; memo: string; authorId: number | null; changedCount: number; createdAt: Date };
const presentVersion = (v: Version, email: string | null) => ({
  id: v.id,
  memo: v.memo,
  author: { id: v.authorId, email },
  changedCount: v.changedCount,
  createdAt: v.createdAt.toISOString(),
});

/** Staff edit UI strings as drafts; a publish makes them one version the site serves at once. */
export function createTranslations(
  repo: TranslationsRepository,
  i18n: I18nService,
  audit: Audit,
  audited: AuditedWrite,
) {
  const nothingToPublish = (): never => {
    throw appError('NOTHING_TO_PUBLISH');
  };
  /** Texts by key and language: every key's (the export), or the given keys' (an import). */
  async function effectiveByKey(keys?: StringKey[]) {
    const map = new Map<string, Partial<Record<Language, string>>>();
    for (const r of await (keys ? repo.effectiveOf(keys) : repo.allEffective())) {
      const id = `${r.namespace}\u0000${r.key}`;
      const texts = map.get(id) ?? {};
      texts[r.lang] = r.text;
      map.set(id, texts);
    }
    return map;
  }

  async function countsOf(namespace?: string): Promise<TranslationCounts> {
    const rows = await repo.counts(namespace);
    return Object.fromEntries(
      LANGUAGES.map((l) => {
        const { total = 0, missing = 0, stale = 0 } = rows.find((r) => r.lang === l) ?? {};
        return [l, { total, missing, stale }];
      }),
    ) as TranslationCounts;
  }

  return {
    async list(filters: KeyFilters, page: number) {
      const { keys, total } = await repo.keys(filters, page, PAGE_SIZE);
      const [rows, states] = await Promise.all([repo.rowsOf(keys), repo.statesOf(keys)]);
      const items: TranslationRow[] = keys.map((k) => {
        const mine = rows.filter((r) => r.namespace === k.namespace && r.key === k.key);
        const values = Object.fromEntries(
          LANGUAGES.map((l) => {
            const row = mine.find((r) => r.lang === l);
            const state =
              states.find((c) => c.namespace === k.namespace && c.key === k.key && c.lang === l)?.state ?? 'ok';
            return [l, { value: row?.value ?? '', draft: row?.draft ?? null, state }];
          }),
        ) as TranslationRow['values'];
        return { namespace: k.namespace, key: k.key, values };
      });
      const [pending, namespaces, counts] = await Promise.all([
        repo.pendingCount(),
        repo.namespaces(),
        countsOf(filters.namespace),
      ]);
      return { items, page, pageSize: PAGE_SIZE, total, pending, namespaces, counts };
    },

    /** The content coverage's row for the UI strings (docs/spec/decisions.md §11's shape, type "ui-strings"). */
    async coverage() {
      const counts = await countsOf();
      return LANGUAGES.map((lang) => ({ type: UI_STRINGS_COVERAGE_TYPE, lang, ...counts[lang] }));
    },

    /** "Still right": a stale translation is marked against the current Korean, its text unchanged. */
    async confirm(actor: Actor, c: { namespace: string; key: string; lang: Language }) {
      const targetId = `${c.namespace}:${c.key}:${c.lang}`;
      await audited(
        actor,
        { action: 'translation.confirm', targetType: 'ui_string', targetId },
        async (tx) => {
          const confirmed = await createTranslationsRepository(tx).confirm(c.namespace, c.key, c.lang);
          if (!confirmed) throw appError('NOT_FOUND');
        },
        DRAFTS_ONLY,
      );
    },

    async edit(actor: Actor, e: { namespace: string; key: string; lang: Language; value: string }) {
      if (!(await repo.exists(e.namespace, e.key))) throw appError('NOT_FOUND');
      const targetId = `${e.namespace}:${e.key}:${e.lang}`;
      await audited(
        actor,
        { action: 'translation.edit', targetType: 'ui_string', targetId },
        (tx) => repo.setDraft(e.namespace, e.key, e.lang, e.value, tx),
        DRAFTS_ONLY,
      );
    },

    async publish(actor: Actor, memo: string) {
      const version = await audited(
        actor,
        (v: { id: number; changedCount: number }) => ({
          action: 'translation.publish',
          targetType: 'ui_string_version',
          targetId: v.id,
          details: { memo, changedCount: v.changedCount },
        }),
        async (tx) => (await createTranslationsRepository(tx).publish(memo, actor.id)) ?? nothingToPublish(),
      );
      await i18n.reload();
      return presentVersion(version, actor.email);
    },

    async history(page: number) {
      const { rows, total } = await repo.history(page, PAGE_SIZE);
      return { items: rows.map((r) => presentVersion(r.version, r.email)), page, pageSize: PAGE_SIZE, total };
    },

    async version(id: number) {
      const found = await repo.version(id);
      if (!found) throw appError('NOT_FOUND');
      return { version: presentVersion(found.version, found.email), changes: found.changes };
    },

    async exportWorkbook(actor: Actor) {
      const rows: SheetRow[] = [...(await effectiveByKey())].map(([id, texts]) => {
        const [namespace = '', key = ''] = id.split('\u0000');
        return { namespace, key, texts };
      });
      // A read, not a write: recorded on its own (it hands out every text at once).
      await audit.recordAs(actor, { action: 'translation.export', details: { keys: rows.length } });
      return writeStringsWorkbook(rows);
    },

    /** Compares a workbook with the current texts; unless dryRun, its differences become drafts. */
    async importWorkbook(actor: Actor, file: Buffer, dryRun: boolean) {
      // Refused as a whole, before anything is compared or saved: too large, not a workbook, or bad cells.
      if (file.length > TRANSLATION_IMPORT.maxFileBytes) throw appError('PAYLOAD_TOO_LARGE');
      let sheet: SheetRow[];
      try {
        sheet = await readStringsWorkbookOffThread(file);
      } catch (err) {
        if (err instanceof FileRefused && err.reason === 'TOO_LARGE') throw appError('PAYLOAD_TOO_LARGE');
        if (err instanceof FileRefused) throw appError('VALIDATION_FAILED', { fields: { file: 'INVALID' } });
        if (err instanceof WorkbookCellErrors) throw appError('VALIDATION_FAILED', { fields: err.fields });
        throw err;
      }
      const current = await effectiveByKey(sheet);
      const changes: Array<{
        namespace: string;
        key: string;
        lang: Language;
        oldValue: string | null;
        newValue: string;
      }> = [];
      const unknown: Array<{ namespace: string; key: string }> = [];
      for (const row of sheet) {
        const texts = current.get(`${row.namespace}\u0000${row.key}`);
        if (!texts) {
          unknown.push({ namespace: row.namespace, key: row.key });
          continue;
        }
        for (const lang of LANGUAGES) {
          const text = row.texts[lang];
          if (text !== undefined && text !== (texts[lang] ?? '')) {
            changes.push({
              namespace: row.namespace,
              key: row.key,
              lang,
              oldValue: texts[lang] ?? null,
              newValue: text,
            });
          }
        }
      }
      if (!dryRun && changes.length > 0) {
        // One transaction: every change is saved, or none (repo.setDrafts saves the Korean first).
        const edits = changes.map((c) => ({ namespace: c.namespace, key: c.key, lang: c.lang, value: c.newValue }));
        await audited(
          actor,
          { action: 'translation.import', details: { changes: changes.length } },
          (tx) => repo.setDrafts(edits, tx),
          DRAFTS_ONLY,
        );
      }
      return { applied: !dryRun, changes, unknown };
    },
  };
}
export type Translations = ReturnType<typeof createTranslations>;
