import type { ContentType } from '@atrium/shared/content/define';

/** A type placed on the spaces map: numeric `top` and `left` (percent) and a `space` relation (hotspots). */
export const isHotspotType = (type: ContentType): boolean =>
  type.fields.top?.kind === 'number' && type.fields.left?.kind === 'number' && type.fields.space?.kind === 'relation';

/** A position in percent with two decimals, kept inside the map. */
export const toPercent = (value: number): number => Math.round(Math.min(100, Math.max(0, value)) * 100) / 100;

/** Where a point of the screen falls on the map, in percent of its box. */
export function percentAt(rect: DOMRect, clientX: number, clientY: number): { top: number; left: number } {
  const left = rect.width > 0 ? ((clientX - rect.left) / rect.width) * 100 : 0;
  const top = rect.height > 0 ? ((clientY - rect.top) / rect.height) * 100 : 0;
  return { top: toPercent(top), left: toPercent(left) };
}
