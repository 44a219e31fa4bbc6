import { resolveKoreanParticles } from '@atrium/shared/korean-particles';
import { languageChain, LANGUAGES, type Language } from '@atrium/shared/languages';
import { PUBLIC_NAMESPACES, type I18nBundle, type I18nNamespace } from '@atrium/shared/api/i18n';
import { etagOf } from '#server/lib/http-cache';
import { getMeta, setMeta } from '#server/db/meta.repository';
import type { Db } from '#server/db/client';
import type { I18nRepository } from './i18n.repository';
import type { Bus } from '#server/lib/bus';
import { readSourceStrings } from './i18n.source';

export interface PublishedBundle {
  readonly bundle: I18nBundle;
  /** The bundle serialized once, for the API and for embedding in HTML. */
  readonly json: string;
  readonly etag: string;
}

interface LanguageBundles {
  /** Every namespace (GET /api/i18n/{lang}). */
  all: PublishedBundle;
  /** What public pages need (boot data, GET /api/i18n/{lang}?ns=…). */
  byNamespace: Map<string, PublishedBundle>;
  public: PublishedBundle;
}

const publish = (bundle: I18nBundle): PublishedBundle => {
  const json = JSON.stringify(bundle);
  return { bundle, json, etag: etagOf(json) };
};

const SOURCE_HASH_KEY = 'ui_strings_source_hash';
const BUS_TOPIC = 'i18n';

/**
 * The published UI strings, held in memory per language and rebuilt only when they change
 * (start, or a publish), so requests never assemble bundles.
 */
export function createI18nService(db: Db, repo: I18nRepository, bus?: Bus) {
  let bundles = new Map<Language, LanguageBundles>();
  let version = '';

  async function load(): Promise<void> {
    const next = new Map<Language, I18nBundle>(LANGUAGES.map((l) => [l, {}]));
    for (const row of await repo.allStrings()) {
      const bundle = next.get(row.lang);
      // An empty text is a missing one: leaving it out lets the fallback language speak.
      if (!bundle || row.value === '') continue;
      (bundle[row.namespace] ??= {})[row.key] = row.value;
    }
    bundles = new Map(
      [...next].map(([lang, bundle]) => [
        lang,
        {
          all: publish(bundle),
          byNamespace: new Map(Object.entries(bundle).map(([ns, strings]) => [ns, publish({ [ns]: strings })])),
          public: publish(Object.fromEntries(PUBLIC_NAMESPACES.map((ns) => [ns, bundle[ns] ?? {}]))),
        },
      ]),
    );
    version = etagOf(LANGUAGES.map((l) => bundles.get(l)?.all.etag).join()).slice(1, 13);
  }

  // A publish on another server process reloads this one's strings too.
  bus?.subscribe(BUS_TOPIC, load);

  /** Loads the published strings again; with a bus, every other process does too before this resolves. */
  async function reload(): Promise<void> {
    if (bus) await bus.publish(BUS_TOPIC);
    else await load();
  }

  return {
    /** Syncs the repository's strings when they changed since the last start, brings the translation marks up to date, then loads them. */
    async init(): Promise<void> {
      const { strings, hash } = readSourceStrings();
      if ((await getMeta(db, SOURCE_HASH_KEY)) !== hash) {
        await repo.syncSource(strings);
        await setMeta(db, SOURCE_HASH_KEY, hash);
      }
      await repo.markSources();
      await load();
    },
    reload,
    /** Every namespace, one namespace, or (scope 'public') what public pages need. */
    bundle(lang: Language, scope: 'all' | 'public' | I18nNamespace = 'all'): PublishedBundle {
      const b = bundles.get(lang);
      if (!b) throw new Error(`UI strings not loaded for ${lang}`);
      if (scope === 'all') return b.all;
      if (scope === 'public') return b.public;
      return b.byNamespace.get(scope) ?? publish({ [scope]: {} });
    },
    /** A version tag for all published strings; changes on every publish. */
    version: () => version,
    /** One string, following the language's fallback chain; the key itself when missing everywhere. */
    text(lang: Language, namespace: string, key: string): string {
      for (const l of languageChain(lang)) {
        const value = bundles.get(l)?.all.bundle[namespace]?.[key];
        if (value) return value;
      }
      return key;
    },
    /** text() with {{name}} placeholders filled, and Korean particles after them in the value's form. */
    format(lang: Language, namespace: string, key: string, vars: Record<string, string | number>): string {
      const filled = this.text(lang, namespace, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) =>
        name in vars ? String(vars[name]) : m,
      );
      return resolveKoreanParticles(filled);
    },
  };
}
export type I18nService = ReturnType<typeof createI18nService>;
