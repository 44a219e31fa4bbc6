/**
 * The kinds of field a content type is made of. A field is plain data (no functions) so the
 * server can send the declarations to the admin, which renders its forms from them.
 */
export type Field =
  | TextField
  | RichTextField
  | MediaField
  | MediaListField
  | LinkField
  | NumberField
  | SelectField
  | RelationField
  | DateField
  | TimeField
  | WeekdaysField
  | SlugField
  | EmailField
  | BooleanField
  | ListField
  | GroupField;

interface Base {
  /** Korean is the source language: a required localized field needs its Korean text. */
  required?: boolean;
  /** The admin's label key under admin:content.fields; defaults to the field's name. */
  label?: string;
  /** Kept in the data but never shown in the admin's form (a news article's row id). */
  hidden?: boolean;
  /** A text field's hint under it in the admin's form: its key under admin:content.hints. */
  hint?: string;
}
export interface TextField extends Base {
  kind: 'text';
  localized: boolean;
  max: number;
  /** Several lines; paragraphs separated by a blank line. */
  multiline?: boolean;
}
/** HTML from the rich-text editor, sanitized like news on save. */
export interface RichTextField extends Base {
  kind: 'richText';
  localized: true;
}
/** An image from the media library (its id); alt text lives with the image, per language. */
export interface MediaField extends Base {
  kind: 'media';
}
export interface MediaListField extends Base {
  kind: 'mediaList';
  max: number;
}
/** A site path (/ko/…, /news/3) or an https:// address. */
export interface LinkField extends Base {
  kind: 'link';
}
export interface NumberField extends Base {
  kind: 'number';
  min: number;
  max: number;
  integer?: boolean;
}
export interface SelectField extends Base {
  kind: 'select';
  options: readonly string[];
}
/** Another item's id (artwork → exhibition, hotspot → space). */
export interface RelationField extends Base {
  kind: 'relation';
  to: string;
  /** The related item's key that is stored: its id (default) or its slug. */
  by?: 'id' | 'slug';
}
/** yyyy-MM-dd in the venue's time zone. */
export interface DateField extends Base {
  kind: 'date';
}
/** HH:mm in the venue's time zone. */
export interface TimeField extends Base {
  kind: 'time';
}
/** Days of the week, 0 (Sunday) to 6. */
export interface WeekdaysField extends Base {
  kind: 'weekdays';
}
export interface SlugField extends Base {
  kind: 'slug';
}
export interface EmailField extends Base {
  kind: 'email';
}
export interface BooleanField extends Base {
  kind: 'boolean';
}
/** Repeated sub-objects: a page's sections, a quiz's questions, opening hours. */
export interface ListField extends Base {
  kind: 'list';
  of: Record<string, Field>;
  max: number;
}

/** A set of sub-fields that may be absent as a whole (an item's video). */
export interface GroupField extends Base {
  kind: 'group';
  of: Record<string, Field>;
}

type Options<F> = Omit<F, 'kind'>;
/** Builders, so declarations read as a list of fields. */
export const text = (o: Partial<Options<TextField>> = {}): TextField => ({
  kind: 'text',
  localized: true,
  max: 200,
  ...o,
});
export const longText = (o: Partial<Options<TextField>> = {}): TextField =>
  text({ multiline: true, max: 20_000, ...o });
export const richText = (o: Partial<Options<RichTextField>> = {}): RichTextField => ({
  kind: 'richText',
  localized: true,
  ...o,
});
export const media = (o: Options<MediaField> = {}): MediaField => ({ kind: 'media', ...o });
export const mediaList = (max = 30, o: Partial<Options<MediaListField>> = {}): MediaListField => ({
  kind: 'mediaList',
  max,
  ...o,
});
export const link = (o: Options<LinkField> = {}): LinkField => ({ kind: 'link', ...o });
export const number = (min: number, max: number, o: Partial<Options<NumberField>> = {}): NumberField => ({
  kind: 'number',
  min,
  max,
  ...o,
});
export const select = (options: readonly string[], o: Partial<Options<SelectField>> = {}): SelectField => ({
  kind: 'select',
  options,
  ...o,
});
export const relation = (to: string, o: Partial<Options<RelationField>> = {}): RelationField => ({
  kind: 'relation',
  to,
  ...o,
});
export const date = (o: Options<DateField> = {}): DateField => ({ kind: 'date', ...o });
export const time = (o: Options<TimeField> = {}): TimeField => ({ kind: 'time', ...o });
export const weekdays = (o: Options<WeekdaysField> = {}): WeekdaysField => ({ kind: 'weekdays', ...o });
export const slug = (o: Options<SlugField> = {}): SlugField => ({ kind: 'slug', required: true, ...o });
export const email = (o: Options<EmailField> = {}): EmailField => ({ kind: 'email', ...o });
export const boolean = (o: Options<BooleanField> = {}): BooleanField => ({ kind: 'boolean', ...o });
export const list = (of: Record<string, Field>, max = 50, o: Partial<Options<ListField>> = {}): ListField => ({
  kind: 'list',
  of,
  max,
  ...o,
});
export const group = (of: Record<string, Field>, o: Partial<Options<GroupField>> = {}): GroupField => ({
  kind: 'group',
  of,
  ...o,
});
