import type { ContentType } from './define';

/**
 * The public page an item is shown on, below the language ('news/3', 'exhibitions/light'): its
 * type's `previewPath` filled with the item's key and slug ('' is the home page).
 */
export function sitePath(type: ContentType, key: string, data: { slug?: unknown; space?: unknown }): string {
  if (typeof type.previewPath !== 'string') return type.previewPath[key] ?? '';
  const slug = typeof data.slug === 'string' ? data.slug : typeof data.space === 'string' ? data.space : '';
  return type.previewPath.replace('{id}', key).replace('{slug}', slug);
}
