import type { AdminSearchHit } from '@atrium/shared/api/search-admin';
import { contentType } from '@atrium/shared/content/registry';
import { itemTitle } from '@atrium/shared/content/validate';
import { sitePath } from '@atrium/shared/content/site-path';
import type { Language } from '@atrium/shared/languages';
import { adminHref } from '@atrium/shared/routes';
import { statusOf } from '../content/content.status';
import type { AdminSearchRow } from './admin-search.repository';

/** A hit as the admin shows it: the title in the admin's language, the status, the editor's path, the public page's. */
export function presentAdminHit(row: AdminSearchRow, lang: Language): AdminSearchHit {
  const type = contentType(row.type)!;
  return {
    type: row.type,
    // Numbered items travel as numbers; venue pages keep their slug (as the content API's ids).
    id: type.keyedBy ? row.key : Number(row.key),
    title: itemTitle(type, { [type.titleField]: row.title }, lang),
    status: statusOf({ ...row, published: row.published ? {} : null }),
    path: adminHref(`content/${encodeURIComponent(row.type)}/${encodeURIComponent(row.key)}`),
    sitePath: sitePath(type, row.key, row),
  };
}
