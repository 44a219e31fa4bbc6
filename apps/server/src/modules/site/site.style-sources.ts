import { cspHash } from '#server/lib/inline-scripts';

/** A <style> element's text ends at the first </style>, as the HTML parser reads it. */
const STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
/** A style attribute as React writes it: double-quoted, its value escaped. */
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
/** The attribute's value as the browser parses it (and hashes it for the CSP). */
const decoded = (value: string) => value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);

/**
 * What the CSP's style-src needs to allow a server-rendered page's own styles: the hash of each
 * <style> block (emotion's, while some parts still use MUI), and of each style attribute — a value
 * only data decides, such as a hotspot's place on the map or a picture's focus point
 * (docs/decisions/025-static-css-for-public-pages.md). `'unsafe-hashes'` lets a hash match an
 * attribute; any other attribute is still refused, and the browser's later changes go through
 * the CSSOM, which the CSP does not govern.
 */
export function styleSourcesOf(styles: string, html: string): string[] {
  const blocks = [...styles.matchAll(STYLE_BLOCK)].map(([, css = '']) => cspHash(css));
  const attributes = [...html.matchAll(STYLE_ATTRIBUTE)].map(([, value = '']) => cspHash(decoded(value)));
  return [...new Set([...(attributes.length ? ["'unsafe-hashes'"] : []), ...blocks, ...attributes])];
}
