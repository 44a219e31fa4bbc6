import { EARLY_READ_MESSAGE } from '@atrium/shared/api/boot';
import { DEFAULT_LANGUAGE, isLanguage, languageChain } from '@atrium/shared/languages';
import { resolveKoreanParticles } from '@atrium/shared/korean-particles';

/** One namespace's strings in one language: flat keys ('nav.about') to text. */
export type Strings = Record<string, string>;
/** Language → namespace → strings. */
export type Resources = Record<string, Record<string, Strings>>;
/** `{{name}}` values, and: `lng` to read another language, `defaultValue` when no language has the key. */
export type TOptions = { lng?: string; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

/** Fetches a namespace's strings in a language the translator does not hold yet. */
export interface StringsBackend {
  read(lang: string, namespace: string): Promise<Strings>;
}

export interface TranslatorOptions {
  lng: string;
  /** The namespaces pages read; a language switch loads them for the new language first. */
  ns: readonly string[];
  /** The namespace of a key without `ns:`. */
  defaultNS: string;
  resources?: Resources;
  /**
   * Languages whose bundles in `resources` hold only what the page's language lacks (the boot
   * data's fallbacks): good for falling back on, loaded whole before the site switches to one.
   */
  partial?: readonly string[];
  /**
   * Namespaces whose bundles in `lng` hold only some keys (the boot data's SPARSE_NAMESPACES):
   * read from as they are, and loaded whole like a namespace not there yet.
   */
  sparse?: readonly string[];
  backend?: StringsBackend;
  /** Told each key read, with its namespace (the server's render lists the page's). */
  onRead?: (namespace: string, key: string) => void;
}

type Listener = (lng: string) => void;
/**
 * `languageChanged`: the site switched; `stringsAdded`: strings a render had looked for in vain
 * (its namespace was not all there yet) have come, so what shows their keys renders again.
 */
type TranslatorEvent = 'languageChanged' | 'stringsAdded';

const PLACEHOLDER = /\{\{\s*-?\s*([\w.]+)\s*\}\}/g;

/**
 * The site's UI strings (docs/decisions/018-own-translator.md): flat keys in namespaces,
 * `ns:key`, `{{value}}` placeholders, each language falling back along languageChain()
 * (es → en → ko), and a language switch that shows the new language only once its strings are
 * in. What i18next did for us, in the few hundred bytes the first-load budget leaves.
 */
export class Translator {
  language: string;
  private readonly namespaces: string[];
  private readonly store = new Map<string, Strings>();
  private readonly partial: Set<string>;
  private readonly loads = new Map<string, Promise<void>>();
  /** Loads that failed, until one succeeds: settled, so a page waiting on them shows its keys. */
  private readonly failed = new Set<string>();
  private readonly listeners: Record<TranslatorEvent, Set<Listener>> = {
    languageChanged: new Set(),
    stringsAdded: new Set(),
  };
  /** Bundles (`lng|ns`) a key was looked for in before they were whole, and not found. */
  private readonly missed = new Set<string>();
  /** Counts the arrivals of strings looked for in vain (and the switches). */
  revision = 0;
  /** Bundles holding some of their keys only (`sparse`), until loaded whole. */
  private readonly sparse: Set<string>;
  private changingTo: string | undefined;

  constructor(private readonly options: TranslatorOptions) {
    this.language = options.lng;
    this.namespaces = [...options.ns];
    this.partial = new Set(options.partial);
    this.sparse = new Set((options.sparse ?? []).map((ns) => id(options.lng, ns)));
    for (const [lng, bundle] of Object.entries(options.resources ?? {})) {
      for (const [ns, strings] of Object.entries(bundle)) this.addResourceBundle(lng, ns, strings);
    }
  }

  /** The key's text in `lng` (the current language) or the first fallback that has it. */
  t: TFunction = (key, options) => this.translate(key, options?.lng ?? this.language, options);

  /**
   * `t` in one language, whatever the current one becomes (a component's render). `onMiss` is
   * told when a key is not found while its namespace is not all there yet (`stringsAdded`
   * follows when it comes).
   */
  fixedT(lng: string, onMiss?: () => void): TFunction {
    return (key, options) => this.translate(key, options?.lng ?? lng, options, onMiss);
  }

  /** Whether a language has the key (asked, not shown: a miss loads the namespace without a word). */
  exists(key: string, options?: { lng?: string }): boolean {
    return this.find(key, options?.lng, undefined, false) !== undefined;
  }

  addResourceBundle(lng: string, ns: string, strings: Strings): void {
    this.store.set(id(lng, ns), { ...this.store.get(id(lng, ns)), ...strings });
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store.has(id(lng, ns));
  }

  /** Whether the current language's strings of the namespace are all in (or will not come). */
  hasLoadedNamespace(ns: string): boolean {
    const key = id(this.language, ns);
    return !this.options.backend || this.whole(key) || this.failed.has(key);
  }

  /**
   * Loads namespaces for the current language and its fallbacks; later switches load them too.
   * Settles when the strings cannot be fetched as well: the page then shows fallbacks or keys.
   */
  async loadNamespaces(ns: string | readonly string[]): Promise<void> {
    const wanted = typeof ns === 'string' ? [ns] : ns;
    for (const name of wanted) if (!this.namespaces.includes(name)) this.namespaces.push(name);
    await this.load(chainOf(this.language), wanted);
  }

  /**
   * Switches once the language's strings are in, so the page keeps its old text meanwhile; the
   * last call wins. Strings that cannot be fetched fall back (or show their keys), as a page does
   * when the server is unreachable.
   */
  async changeLanguage(lng: string): Promise<void> {
    this.changingTo = lng;
    if (this.partial.delete(lng)) for (const ns of this.namespaces) this.store.delete(id(lng, ns));
    await this.load(chainOf(lng), this.namespaces);
    if (this.changingTo !== lng || this.language === lng) return;
    this.language = lng;
    this.emit('languageChanged');
  }

  on(event: TranslatorEvent, listener: Listener): void {
    this.listeners[event].add(listener);
  }

  off(event: TranslatorEvent, listener: Listener): void {
    this.listeners[event].delete(listener);
  }

  private emit(event: TranslatorEvent): void {
    this.revision += 1;
    for (const listener of [...this.listeners[event]]) listener(this.language);
  }

  private whole(key: string): boolean {
    return this.store.has(key) && !this.sparse.has(key);
  }

  private translate(key: string, lng: string, options: TOptions | undefined, onMiss?: () => void): string {
    const text = this.find(key, lng, onMiss) ?? options?.defaultValue ?? this.split(key)[1];
    return options ? interpolate(text, options) : text;
  }

  private find(key: string, lng = this.language, onMiss?: () => void, shown = true): string | undefined {
    const [ns, name] = this.split(key);
    this.options.onRead?.(ns, name);
    for (const lang of chainOf(lng)) {
      const text = this.store.get(id(lang, ns))?.[name];
      // An empty string is a translation not written yet: the next language's text serves.
      if (text) return text;
    }
    // Looked for before the strings came (a part the server did not render reads a key the boot
    // data left out): said once they come, so the part shows its text instead of its key.
    if (this.options.backend && !this.whole(id(lng, ns)) && !this.failed.has(id(lng, ns))) {
      this.missed.add(id(lng, ns));
      onMiss?.();
      // Debug level: the browser tests count these (a part that shows a key until the strings come).
      if (shown) console.debug(`${EARLY_READ_MESSAGE} ${ns}:${name}`);
      // Fetched now if nothing has asked for them yet (a failure's message right after the start).
      void this.load(chainOf(lng), [ns]);
    }
    return undefined;
  }

  private split(key: string): [ns: string, key: string] {
    const at = key.indexOf(':');
    return at > 0 ? [key.slice(0, at), key.slice(at + 1)] : [this.options.defaultNS, key];
  }

  private async load(languages: readonly string[], namespaces: readonly string[]): Promise<void> {
    const { backend } = this.options;
    if (!backend) return;
    const pending: Promise<void>[] = [];
    for (const lng of languages) {
      for (const ns of namespaces) {
        if (this.whole(id(lng, ns))) continue;
        let load = this.loads.get(id(lng, ns));
        if (!load) {
          const key = id(lng, ns);
          load = backend.read(lng, ns).then(
            (strings) => {
              this.failed.delete(key);
              this.addResourceBundle(lng, ns, strings);
              this.sparse.delete(key);
              if (this.missed.delete(key)) this.emit('stringsAdded');
            },
            (error: unknown) => {
              this.failed.add(key);
              throw error;
            },
          );
          // A failed load may be tried again by the next switch or page.
          load.finally(() => this.loads.delete(key)).catch(() => undefined);
          this.loads.set(key, load);
        }
        pending.push(load);
      }
    }
    for (const result of await Promise.allSettled(pending)) {
      if (result.status === 'rejected') console.warn('UI strings could not be loaded:', result.reason);
    }
  }
}

const id = (lng: string, ns: string) => `${lng}|${ns}`;

function chainOf(lng: string): readonly string[] {
  return isLanguage(lng) ? languageChain(lng) : [DEFAULT_LANGUAGE];
}

/**
 * `{{name}}` (or `{{user.name}}`) from the options; a placeholder without a value stays as written.
 * A Korean particle written in both forms after a value ("{{title}}(으)로") takes the value's form.
 */
function interpolate(text: string, values: Record<string, unknown>): string {
  const filled = text.replace(PLACEHOLDER, (placeholder, path: string) => {
    let value: unknown = values;
    for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    return value === undefined || value === null ? placeholder : String(value);
  });
  return filled === text ? text : resolveKoreanParticles(filled);
}
