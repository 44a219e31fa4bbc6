/**
 * Values built from the API's own OpenAPI document, for the fuzz test: a plausible value for a
 * schema (so a request gets past validation and reaches the handler), and the malformed
 * variants an attacker would send instead.
 */
import { randomUUID } from 'node:crypto';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  parameters?: Array<{ in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Strings tried, in order, against a pattern a schema declares. */
const PATTERN_CANDIDATES = [
  'x',
  'sample-slug',
  '123456',
  '1',
  '2026-01-15',
  '010-1234-5678',
  '+821012345678',
  'Sample!Pass9word',
  'https://example.com/',
  '#123456',
  'G-ABC123',
];

export function createSampler(doc: OpenApiDocument) {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(doc.components?.schemas?.[name] ?? {});
  };

  const sampleString = (s: JsonSchema): string => {
    if (s.format === 'email') return 'fuzz@example.com';
    if (s.format === 'uuid') return randomUUID();
    if (s.format === 'date') return '2026-01-15';
    if (s.format === 'date-time') return '2026-01-15T10:00:00+09:00';
    if (s.format === 'uri') return 'https://example.com/';
    const fits = (v: string) =>
      (!s.pattern || new RegExp(s.pattern, 'u').test(v)) &&
      v.length >= (s.minLength ?? 0) &&
      v.length <= (s.maxLength ?? Infinity);
    const found = PATTERN_CANDIDATES.find(fits);
    if (found) return found;
    return 'x'.repeat(Math.max(1, s.minLength ?? 1));
  };

  const sample = (input: JsonSchema, depth = 0): unknown => {
    const s = resolve(input);
    if (depth > 8) return null;
    if (s.const !== undefined) return s.const;
    if (s.enum?.length) return s.enum[0];
    const choice = s.anyOf ?? s.oneOf;
    if (choice?.length) {
      const nonNull = choice.find((c) => resolve(c).type !== 'null') ?? choice[0];
      return nonNull ? sample(nonNull, depth + 1) : null;
    }
    if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((c) => sample(c, depth + 1)));
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    switch (type) {
      case 'string':
        return sampleString(s);
      case 'integer':
      case 'number': {
        const min = typeof s.minimum === 'number' ? s.minimum : 1;
        return Math.min(Math.max(min, 1), s.maximum ?? Infinity);
      }
      case 'boolean':
        return true;
      case 'array':
        return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items ?? {}, depth + 1));
      case 'object':
      default: {
        if (!s.properties) return type === 'object' ? {} : 'x';
        return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, sample(v, depth + 1)]));
      }
    }
  };
  return { sample, resolve };
}

/** Every leaf of a sample value, by path (so each can be replaced in turn). */
export function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return [path];
    return entries.flatMap(([k, v]) => leafPaths(v, [...path, k]));
  }
  if (Array.isArray(value) && value.length > 0) return [path, ...leafPaths(value[0], [...path, '0'])];
  return [path];
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head = '', ...rest] = path;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head] = withLeaf((value as Record<string, unknown>)[head], rest, replacement);
  return copy;
}

/** What replaces one JSON value: wrong types, out-of-range numbers, text the database cannot hold, impossible dates. */
export const BAD_VALUES: unknown[] = [
  null,
  'x',
  '',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  2 ** 31,
  2 ** 53 - 1,
  -(2 ** 31) - 1,
  1e308,
  -1,
  0.5,
  true,
  {},
  [],
  '2026-02-30',
  '2026-02-30T10:00:00+09:00',
  'x'.repeat(20_000),
];

/** What replaces a path parameter (already URL-encoded). */
export const BAD_PATH_VALUES = [
  '0',
  '-1',
  '1e0',
  '0x1',
  '%201',
  '1%20',
  '2147483648',
  '9007199254740993',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  'abc',
  'x'.repeat(300),
  '..%2F..',
];

/** What replaces a query parameter's value (already URL-encoded). */
export const BAD_QUERY_VALUES = [
  'abc',
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '-1',
  '0',
  '1e0',
  '0x1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '2026-02-30',
  'x'.repeat(5_000),
];
