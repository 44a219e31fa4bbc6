import type { ContentType } from './define';
import { eachField } from './field-walk';

/**
 * The picture that stands for an item in the admin's lists: the first one its declaration names,
 * however deep (a slide's image, an artwork's first picture); null when it has none.
 */
export function firstPictureId(type: ContentType, data: Record<string, unknown> | null | undefined): string | null {
  let found: string | null = null;
  eachField(type.fields, data, (field, value) => {
    if (found) return;
    if (field.kind === 'media' && typeof value === 'string' && value) found = value;
    else if (field.kind === 'mediaList' && Array.isArray(value) && typeof value[0] === 'string') found = value[0];
  });
  return found;
}

/** Whether a type's items can have a picture at all (its list then shows a thumbnail column). */
export function hasPictureField(type: ContentType): boolean {
  const pictured = (fields: ContentType['fields']): boolean =>
    Object.values(fields).some(
      (field) =>
        field.kind === 'media' ||
        field.kind === 'mediaList' ||
        ((field.kind === 'list' || field.kind === 'group') && pictured(field.of)),
    );
  return pictured(type.fields);
}
