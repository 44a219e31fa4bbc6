import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ContentType } from '@atrium/shared/content/define';
import { contentType } from '@atrium/shared/content/registry';
import { sitePath } from '@atrium/shared/content/site-path';
import { localizedTexts, type ContentData } from '@atrium/shared/content/validate';
import { isLanguage, type Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { Db } from '#server/db/client';
import { runWithDb } from '#server/db/scoped-db';
import { appError } from '#server/lib/app-error';
import type { ContentRepository } from './content.repository';
import { STORES } from './content-stores.repository';

const PREVIEW_TTL_SECONDS = 60 * 60;
const ISSUER = 'atrium-preview';

export interface OpenedPreview {
  type: ContentType;
  key: string;
  lang: Language;
  /** The language of the admin that asked for the link: the banner speaks it. */
  adminLang: Language;
}
/** A text of the draft that the previewed language shows from another one. */
export interface FallbackNote {
  path: string;
  shown: Language;
}

class RollBack extends Error {}

/** Where each of the draft's texts falls back to another language in `lang` ("Spanish missing: shown in English"). */
function fallbackNotes(type: ContentType, data: ContentData, lang: Language): FallbackNote[] {
  return localizedTexts(type, data)
    .filter(({ values }) => Object.values(values).some(Boolean))
    .map(({ path, values }) => ({ path, shown: pickLocalized(values, lang).lang }))
    .filter((n) => n.shown !== lang);
}

/** The declaration's fields whose value the draft changes from the published item's, in declaration order. */
function changedFields(type: ContentType, draft: ContentData, published: ContentData | null): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.keys(type.fields).filter(
    (name) => !same(draft[name], published?.[name]) && !(published === null && draft[name] === undefined),
  );
}

/**
 * Signed preview links (1 hour) and the reading behind them: the real page's data is read inside
 * a transaction that writes the draft where the public reads look, then rolls it back, so the
 * page is exactly what publishing would show and nothing public ever changes. The transaction
 * lasts the read only: the page renders after it, from what was read (site.routes.ts).
 */
export function createPreview(deps: {
  db: Db;
  repo: ContentRepository;
  secret: Uint8Array;
  publicUrl: string;
  now: () => Date;
}) {
  const key = createHmac('sha256', deps.secret).update('atrium content preview links v1').digest();
  const entryOf = async (type: ContentType, itemKey: string) => {
    const entry = await deps.repo.get(deps.db, type.type, itemKey);
    if (!entry) throw appError('NOT_FOUND');
    return entry;
  };
  return {
    /** `adminLang`: the asking admin's own language, which the preview's banner speaks. */
    async link(typeName: string, itemKey: string, lang: Language, adminLang: Language = lang): Promise<string> {
      const type = contentType(typeName);
      if (!type) throw appError('NOT_FOUND');
      const entry = await entryOf(type, itemKey);
      const issuedAt = Math.floor(deps.now().getTime() / 1000);
      const token = await new SignJWT({ t: type.type, k: entry.key, l: lang, a: adminLang })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + PREVIEW_TTL_SECONDS)
        .sign(key);
      const path = sitePath(type, entry.key, entry.draft);
      return `${deps.publicUrl}/${lang}/${path}${path.includes('?') ? '&' : '?'}preview=${token}`;
    },

    /** The item a link previews, or null when the link is not ours or has expired. */
    async open(token: string): Promise<OpenedPreview | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: deps.now(),
        });
        const type = typeof payload.t === 'string' ? contentType(payload.t) : undefined;
        if (!type || typeof payload.k !== 'string' || typeof payload.l !== 'string' || !isLanguage(payload.l))
          return null;
        // A link made before the banner spoke the admin's language has none: the previewed one then.
        const adminLang = typeof payload.a === 'string' && isLanguage(payload.a) ? payload.a : payload.l;
        return { type, key: payload.k, lang: payload.l, adminLang };
      } catch {
        return null;
      }
    },

    /**
     * Runs read with the draft in place of the published item; returns its result, the fallback
     * notes and the fields the draft changes from what is published (all it has, if nothing is).
     */
    async withDraft<T>(
      preview: OpenedPreview,
      lang: Language,
      read: () => Promise<T>,
    ): Promise<{ result: T; notes: FallbackNote[]; changed: string[] }> {
      const entry = await entryOf(preview.type, preview.key);
      const store = STORES[preview.type.type]!;
      let result: T | undefined;
      try {
        await deps.repo.transaction(deps.db, async (tx) => {
          await store.write(tx, entry.key, entry.draft, entry.position);
          result = await runWithDb(tx, read);
          throw new RollBack();
        });
      } catch (error) {
        if (!(error instanceof RollBack)) throw error;
      }
      return {
        result: result as T,
        notes: fallbackNotes(preview.type, entry.draft, lang),
        changed: changedFields(preview.type, entry.draft, entry.published),
      };
    },
  };
}
export type Preview = ReturnType<typeof createPreview>;
