import { MENU_LABEL_WRAP_LENGTH, WRAPPING_MENU_LANGUAGES, type Language } from '@atrium/shared/languages';
import { PAGE_BY_ID, type PageId } from '@atrium/shared/routes';
import type { MenuItem } from '#web/config/menu';

export interface ActiveMenu {
  /** Index of the active top-level item. */
  item: number;
  /** Index of the active sub-item, or null when the item itself matched. */
  sub: number | null;
}

/** A page's static path prefix: 'news/:id' → ['news'], 'program/:a/:b' → ['program'], home → []. */
function prefixSegments(page: PageId): string[] {
  const segments = PAGE_BY_ID[page].path.split('/').filter(Boolean);
  const firstParam = segments.findIndex((s) => s.startsWith(':'));
  return firstParam < 0 ? segments : segments.slice(0, firstParam);
}

/** How many segments of `path` the page claims (exact or as a prefix), or -1 when it does not. */
function matchLength(page: PageId, pathSegments: readonly string[]): number {
  const prefix = prefixSegments(page);
  if (prefix.length === 0) return pathSegments.length === 0 ? 0 : -1; // Home matches only itself.
  if (prefix.length > pathSegments.length) return -1;
  return prefix.every((segment, i) => segment === pathSegments[i]) ? prefix.length : -1;
}

/**
 * Which menu entry a path belongs to. `path` has its language prefix stripped ('/news/3'), so
 * the active item is the same in every language. The longest matching link wins, so
 * '/about/history' is History under About, and '/about' itself is the 'about the venue' sub-item.
 */
export function findActiveMenu(menu: readonly MenuItem[], path: string): ActiveMenu | null {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  let best: ActiveMenu | null = null;
  let bestLength = -1;
  const consider = (page: PageId, candidate: ActiveMenu) => {
    const length = matchLength(page, segments);
    // Sub-items are considered after their parent, so an equal length favours the sub-item.
    if (length >= 0 && length >= bestLength) {
      best = candidate;
      bestLength = length;
    }
  };
  menu.forEach((entry, item) => {
    consider(entry.page, { item, sub: null });
    for (const page of entry.activeFor ?? []) consider(page, { item, sub: null });
    entry.subList?.forEach((sub, subIndex) => consider(sub.page, { item, sub: subIndex }));
  });
  return best;
}

/** Spec: in en, es and fr, menu labels longer than 35 characters wrap; others stay on one line. */
export function shouldWrapMenuLabel(label: string, lang: Language): boolean {
  return WRAPPING_MENU_LANGUAGES.includes(lang) && label.length > MENU_LABEL_WRAP_LENGTH;
}
