import type { ContentItem, ContentListItem, EditorPresence } from '@atrium/shared/api/content-admin';
import type { ContentType } from '@atrium/shared/content/define';
import { itemTitle } from '@atrium/shared/content/validate';
import type { Language } from '@atrium/shared/languages';
import type { Entry, Revision } from './content.repository';
import { statusOf } from './content.status';
import { firstPictureId } from '@atrium/shared/content/first-picture';
import type { ImageOf } from '../uploads/media.presenter';

interface Viewed {
  type: ContentType;
  entry: Entry;
  fields: Record<string, Partial<Record<Language, 'ok' | 'missing' | 'stale'>>>;
  languages: Record<Language, 'ok' | 'missing' | 'stale'>;
}

/** Numbered items travel as numbers; venue pages keep their slug. */
export const idOf = (type: ContentType, key: string): number | string => (type.keyedBy ? key : Number(key));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `editors`: per item, the others editing it now (content.presence.ts). */
export function presentListItem(
  { type, entry, languages }: Viewed,
  lang: Language,
  editors: ReadonlyMap<string, EditorPresence[]> = new Map(),
  image: ImageOf = () => null,
): ContentListItem {
  return {
    id: idOf(type, entry.key),
    status: statusOf(entry),
    title: itemTitle(type, entry.draft, lang),
    ...(typeof entry.draft.slug === 'string' ? { slug: entry.draft.slug } : {}),
    updatedAt: entry.updatedAt.toISOString(),
    publishAt: iso(entry.publishAt),
    unpublishAt: iso(entry.unpublishAt),
    languages,
    editors: editors.get(entry.key) ?? [],
    scheduleFailure: entry.scheduleFailure,
    thumbnail: image(firstPictureId(type, entry.draft), lang),
  };
}

export function presentItem({ type, entry, fields, languages }: Viewed): ContentItem {
  return {
    id: idOf(type, entry.key),
    version: entry.version,
    status: statusOf(entry),
    draft: entry.draft,
    published: entry.published,
    publishAt: iso(entry.publishAt),
    unpublishAt: iso(entry.unpublishAt),
    updatedAt: entry.updatedAt.toISOString(),
    updatedBy: entry.updatedByEmail,
    languages,
    fieldLanguages: fields as ContentItem['fieldLanguages'],
    scheduleFailure: entry.scheduleFailure,
  };
}

/** An item as the dashboard lists it. */
export function presentAttention({ type, entry }: { type: ContentType; entry: Entry }, lang: Language) {
  return {
    id: idOf(type, entry.key),
    title: itemTitle(type, entry.draft, lang),
    status: statusOf(entry),
    updatedAt: entry.updatedAt.toISOString(),
    publishAt: iso(entry.publishAt),
    unpublishAt: iso(entry.unpublishAt),
    scheduleFailure: entry.scheduleFailure,
  };
}

export const presentRevision = (r: Omit<Revision, 'data'>) => ({
  rev: r.rev,
  at: r.createdAt.toISOString(),
  author: r.authorEmail,
  memo: r.memo,
  kind: r.kind,
});

/** The declarations as the admin renders them. */
export const presentType = (t: ContentType) => ({
  type: t.type,
  singleton: t.singleton,
  ordered: t.ordered,
  creatable: t.creatable,
  ...(t.keyedBy ? { keyedBy: t.keyedBy } : {}),
  titleField: t.titleField,
  fields: t.fields as Record<string, unknown>,
});

/** An item with translations to make or check, as the coverage page lists it. */
export function presentGap(
  { type, entry, missing, stale }: { type: ContentType; entry: Entry; missing: Language[]; stale: Language[] },
  lang: Language,
) {
  return { type: type.type, id: idOf(type, entry.key), title: itemTitle(type, entry.draft, lang), missing, stale };
}
