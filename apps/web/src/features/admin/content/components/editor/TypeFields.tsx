import { Fragment } from 'react';
import type { ContentType } from '@atrium/shared/content/define';
import { HotspotMapField } from '../hotspot/HotspotMapField';
import { isHotspotType } from '#web/features/admin/content/lib/hotspot-placement';
import { FieldInput } from './FieldInput';

/** A type's form fields in declaration order; a hotspot's map comes before its top and left numbers. */
export function TypeFields({ type }: { type: ContentType }) {
  const hotspot = isHotspotType(type);
  return Object.entries(type.fields).map(([fieldName, field]) => (
    <Fragment key={fieldName}>
      {hotspot && fieldName === 'top' && <HotspotMapField />}
      <FieldInput name={fieldName} fieldName={fieldName} field={field} />
    </Fragment>
  ));
}
