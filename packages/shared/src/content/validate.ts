import { z } from 'zod';
import { isoDateSchema, refIdSchema } from '../api/common';
import { SLUG_PATTERN } from '../ids';
import { LANGUAGES, type Language } from '../languages';
import { isContentLink } from '../links';
import type { ContentType, Rule } from './define';
import { eachField } from './field-walk';
import type { Field } from './fields';

/** An item's data as stored in drafts and revisions: the declaration's shape, normalized. */
export type ContentData = Record<string, unknown>;

const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RICH_TEXT_MAX = 200_000;

const trimmed = (max: number) =>
  z
    .string()
    .max(max, { error: 'TOO_LONG' })
    .transform((s) => s.trim());

/** HTML with nothing to read or see (the editor's empty "<p></p>") counts as no text. */
export const isEmptyHtml = (html: string): boolean =>
  !/<(img|iframe|video|hr)\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() === '';

const richTrimmed = (max: number) => trimmed(max).transform((s) => (isEmptyHtml(s) ? '' : s));

/** A text per language; empty ones are dropped, so "missing" means absent. */
function localizedSchema(max: number, required: boolean, rich = false) {
  const shape = Object.fromEntries(LANGUAGES.map((l) => [l, (rich ? richTrimmed : trimmed)(max).optional()])) as Record<
    Language,
    z.ZodOptional<ReturnType<typeof trimmed>>
  >;
  return z
    .strictObject(shape, { error: 'INVALID' })
    .default({})
    .transform((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v)) as Record<Language, string>)
    .superRefine((value, ctx) => {
      if (required && !value.ko) ctx.addIssue({ code: 'custom', path: ['ko'], message: 'REQUIRED' });
    });
}

/** A required value that is absent says REQUIRED, not INVALID; an optional one defaults to null. */
const optional = <T extends z.ZodType>(schema: T, required: boolean | undefined) =>
  required
    ? z
        .unknown()
        .refine((v) => v !== undefined && v !== null && v !== '', { error: 'REQUIRED' })
        .pipe(schema)
    : schema.nullable().default(null);

function fieldSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text':
      if (field.localized) return localizedSchema(field.max, !!field.required);
      return field.required
        ? trimmed(field.max).pipe(z.string().min(1, { error: 'REQUIRED' }))
        : trimmed(field.max).default('');
    case 'richText':
      return localizedSchema(RICH_TEXT_MAX, !!field.required, true);
    case 'media':
      return optional(z.string().regex(MEDIA_ID, { error: 'INVALID' }), field.required);
    case 'mediaList':
      return z
        .array(z.string().regex(MEDIA_ID, { error: 'INVALID' }))
        .max(field.max, { error: 'TOO_LONG' })
        .default([]);
    case 'link': {
      const link = z
        .string()
        .max(500, { error: 'TOO_LONG' })
        .transform((s) => s.trim());
      return link
        .refine((s) => s === '' || isContentLink(s), { error: 'INVALID' })
        .refine((s) => !field.required || s !== '', { error: 'REQUIRED' })
        .default('');
    }
    case 'number': {
      let n = z
        .number({ error: 'INVALID' })
        .min(field.min, { error: 'OUT_OF_RANGE' })
        .max(field.max, { error: 'OUT_OF_RANGE' });
      if (field.integer) n = n.int({ error: 'INVALID' });
      return optional(n, field.required);
    }
    case 'select':
      return optional(z.enum(field.options as [string, ...string[]], { error: 'INVALID' }), field.required);
    case 'relation':
      return optional(
        field.by === 'slug' ? z.string().regex(SLUG_PATTERN, { error: 'INVALID' }) : refIdSchema,
        field.required,
      );
    case 'date':
      return optional(isoDateSchema, field.required);
    case 'time':
      return optional(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'INVALID' }), field.required);
    case 'weekdays': {
      const days = z
        .array(z.number().int().min(0).max(6), { error: 'INVALID' })
        .max(7)
        .transform((d) => [...new Set(d)].sort());
      return field.required ? days.refine((d) => d.length > 0, { error: 'REQUIRED' }) : days.default([]);
    }
    case 'slug':
      return z.string({ error: 'REQUIRED' }).regex(SLUG_PATTERN, { error: 'INVALID' });
    case 'email': {
      const email = z.email({ error: 'INVALID_EMAIL' }).max(254);
      return field.required ? email : z.union([email, z.literal('')]).default('');
    }
    case 'boolean':
      return z.boolean({ error: 'INVALID' }).default(false);
    case 'list':
      return z.array(objectSchema(field.of), { error: 'INVALID' }).max(field.max, { error: 'TOO_LONG' }).default([]);
    case 'group':
      return optional(objectSchema(field.of), field.required);
  }
}

function objectSchema(fields: Record<string, Field>) {
  return z.strictObject(Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, fieldSchema(f)])), {
    error: 'INVALID',
  });
}

/** A rule's problems on (normalized) data: { field: CODE }. */
export function ruleIssues(rule: Rule, data: ContentData): Record<string, string> {
  if (rule.unless && data[rule.unless] === true) return {};
  const from = data[rule.from];
  const to = data[rule.to];
  if (!to) return rule.required ? { [rule.to]: 'REQUIRED' } : {};
  // yyyy-MM-dd strings compare as dates.
  return typeof from === 'string' && typeof to === 'string' && to < from ? { [rule.to]: 'OUT_OF_RANGE' } : {};
}

const schemas = new WeakMap<ContentType, z.ZodType<ContentData>>();
/** The zod schema of a type's data: fills defaults, trims, drops empty translations, checks its rules. */
export function dataSchema(type: ContentType): z.ZodType<ContentData> {
  let schema = schemas.get(type);
  if (!schema) {
    const rules = type.rules ?? [];
    schema = objectSchema(type.fields).superRefine((data, ctx) => {
      for (const rule of rules)
        for (const [path, code] of Object.entries(ruleIssues(rule, data)))
          ctx.addIssue({ code: 'custom', path: [path], message: code });
    }) as unknown as z.ZodType<ContentData>;
    schemas.set(type, schema);
  }
  return schema;
}

/** Validates data against its type: the normalized data, or { field path: CODE } ('title.ko': 'REQUIRED'). */
export function validateData(
  type: ContentType,
  data: unknown,
): { ok: true; data: ContentData } | { ok: false; fields: Record<string, string> } {
  const result = dataSchema(type).safeParse(data);
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= /^[A-Z_]+$/.test(issue.message) ? issue.message : 'INVALID';
  }
  return { ok: false, fields };
}

/**
 * Every localized text of an item with its path ('title', 'sections.2.text'), for translation
 * status: the Korean source and each translation are compared per path.
 */
export function localizedTexts(
  type: ContentType,
  data: ContentData,
): Array<{ path: string; values: Partial<Record<Language, string>> }> {
  const out: Array<{ path: string; values: Partial<Record<Language, string>> }> = [];
  eachField(type.fields, data, (field, value, path) => {
    if ((field.kind === 'text' && field.localized) || field.kind === 'richText')
      out.push({ path, values: (value ?? {}) as Partial<Record<Language, string>> });
  });
  return out;
}

/** The text staff see for an item in lists and the audit log: its title in a language, else Korean. */
export function itemTitle(type: ContentType, data: ContentData, lang: Language = 'ko'): string {
  const value = data[type.titleField];
  // A picture's id is no name: such an item (the spaces map) is named by its type alone.
  if (type.fields[type.titleField]?.kind === 'media') return '';
  if (typeof value === 'string') return value;
  const texts = (value ?? {}) as Partial<Record<Language, string>>;
  return texts[lang] || texts.ko || Object.values(texts).find(Boolean) || '';
}
