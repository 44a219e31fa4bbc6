import { resolveKoreanParticles } from '@atrium/shared/korean-particles';

/**
 * A UI string with its {{placeholders}} filled, as the site shows it: a Korean particle written in
 * both forms after a value takes the value's form, as the site's translator writes it.
 */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  const filled = text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  return filled === text ? text : resolveKoreanParticles(filled);
}
