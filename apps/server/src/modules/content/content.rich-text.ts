import type { ContentType } from '@atrium/shared/content/define';
import type { Field } from '@atrium/shared/content/fields';
import type { ContentData } from '@atrium/shared/content/validate';
import { sanitizeArticleHtml } from '../news/news.sanitize';

/** Rich text goes through the same sanitizer as news articles, in every language, before it is stored. */
export async function sanitizeRichText(type: ContentType, data: ContentData): Promise<ContentData> {
  const walk = async (
    fields: Record<string, Field>,
    value: Record<string, unknown>,
  ): Promise<Record<string, unknown>> => {
    const out: Record<string, unknown> = { ...value };
    for (const [name, field] of Object.entries(fields)) {
      const v = value[name];
      if (field.kind === 'richText' && v && typeof v === 'object') {
        const entries = await Promise.all(
          Object.entries(v as Record<string, string>).map(async ([lang, html]) => [
            lang,
            await sanitizeArticleHtml(html),
          ]),
        );
        out[name] = Object.fromEntries(entries.filter(([, html]) => html));
      } else if (field.kind === 'list' && Array.isArray(v)) {
        out[name] = await Promise.all(v.map((item) => walk(field.of, item as Record<string, unknown>)));
      } else if (field.kind === 'group' && v && typeof v === 'object') {
        out[name] = await walk(field.of, v as Record<string, unknown>);
      }
    }
    return out;
  };
  return walk(type.fields, data);
}
