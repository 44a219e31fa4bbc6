import { Fragment } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import type { Field } from '@atrium/shared/content/fields';
import { BooleanInput } from '../fields/BooleanInput';
import { DateInput } from '../fields/DateInput';
import { EmailInput } from '../fields/EmailInput';
import { GroupInput } from '../fields/GroupInput';
import { LinkInput } from '../fields/LinkInput';
import { ListInput } from '../fields/ListInput';
import { MediaInput } from '../fields/MediaInput';
import { MediaListInput } from '../fields/MediaListInput';
import { NumberInput } from '../fields/NumberInput';
import { RelationInput } from '../fields/RelationInput';
import { RichTextInput } from '../fields/RichTextInput';
import { SelectInput } from '../fields/SelectInput';
import { SlugInput } from '../fields/SlugInput';
import { TextInput } from '../fields/TextInput';
import { WeekdaysInput } from '../fields/WeekdaysInput';
import { fieldLabelKey } from '@atrium/shared/content/field-labels';
import { BalloonPlacer, isBalloonList } from '../webtoon/BalloonPlacer';

/**
 * The fields of a declaration (a type's, a list entry's, a group's), each under `prefix`. Balloons
 * placed on a picture (a webtoon panel's) get the picture to place them on, above their list.
 */
function FieldInputs({ fields, prefix = '' }: { fields: Record<string, Field>; prefix?: string }) {
  return Object.entries(fields).map(([fieldName, field]) => (
    <Fragment key={fieldName}>
      {isBalloonList(field) && fields.image?.kind === 'media' && <BalloonPlacer prefix={prefix} />}
      <FieldInput name={`${prefix}${fieldName}`} fieldName={fieldName} field={field} />
    </Fragment>
  ));
}

/** One field of a declaration, by its kind. `name` is its data path; `fieldName` its key in the declaration. */
export function FieldInput({ name, fieldName, field }: { name: string; fieldName: string; field: Field }) {
  const { t } = useTranslation();
  // Kept in the data as it is (a news article's row id), never edited.
  if (field.hidden) return null;
  const label = t(fieldLabelKey(fieldName, field));
  const props = { name, label };
  switch (field.kind) {
    case 'text':
      return <TextInput {...props} field={field} />;
    case 'richText':
      return <RichTextInput {...props} />;
    case 'media':
      return <MediaInput {...props} field={field} />;
    case 'mediaList':
      return <MediaListInput {...props} field={field} />;
    case 'link':
      return <LinkInput {...props} field={field} />;
    case 'number':
      return <NumberInput {...props} field={field} />;
    case 'select':
      return <SelectInput {...props} field={field} />;
    case 'relation':
      return <RelationInput {...props} field={field} />;
    case 'date':
    case 'time':
      return <DateInput {...props} field={field} />;
    case 'weekdays':
      return <WeekdaysInput {...props} field={field} />;
    case 'slug':
      return <SlugInput {...props} />;
    case 'email':
      return <EmailInput {...props} field={field} />;
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'list':
      return (
        <ListInput
          {...props}
          field={field}
          renderEntry={(prefix) => <FieldInputs fields={field.of} prefix={prefix} />}
        />
      );
    case 'group':
      return (
        <GroupInput
          {...props}
          field={field}
          renderFields={(prefix) => <FieldInputs fields={field.of} prefix={prefix} />}
        />
      );
  }
}
