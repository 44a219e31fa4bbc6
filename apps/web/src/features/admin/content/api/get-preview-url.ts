import type { Reply } from '#web/lib/api/request';
import type { previewResponseSchema } from '@atrium/shared/api/content-admin';
import type { Language } from '@atrium/shared/languages';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { contentApiPath } from './keys';

/** GET /api/admin/content/{type}/{id}/preview?lang=: a signed link (1 h) to the public page with the draft. */
export const getPreviewUrl = (type: string, id: ContentId, lang: Language) =>
  authApi.get<Reply<typeof previewResponseSchema>>(contentApiPath(type, id, 'preview'), { query: { lang } });
