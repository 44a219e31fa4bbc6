import { adminHref } from '@atrium/shared/routes';
import { UI_STRINGS_COVERAGE_TYPE } from '@atrium/shared/api/translations';
import { contentHref } from '#web/features/admin/content/lib/content-paths';

/** The UI strings' translation screen (ADMIN_PAGES 'settings/translation'). */
export const translationsHref = () => adminHref('settings/translation');

/** Where a coverage row leads: a content type's list, or for the UI strings their translation screen. */
export const coverageRowHref = (type: string) =>
  type === UI_STRINGS_COVERAGE_TYPE ? translationsHref() : contentHref.list(type);
