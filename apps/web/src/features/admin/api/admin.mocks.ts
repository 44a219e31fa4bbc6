import { http } from 'msw';
import type { adminCheckResponseSchema, pageViewStatsSchema } from '@atrium/shared/api/admin';
import type { attentionResponseSchema } from '@atrium/shared/api/content-admin';
import type { translationListSchema } from '@atrium/shared/api/translations';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for the admin's calls (this folder), one per endpoint. */
export const adminHandlers = {
  /** The staff check every admin page starts with: `{ role }`, or an error (403 for a member). */
  check: (answer: Answer<Reply<typeof adminCheckResponseSchema>>) => http.get('/api/admin/check', answering(answer)),
  attention: (answer: Answer<Reply<typeof attentionResponseSchema>>) =>
    http.get('/api/admin/content/attention', answering(answer)),
  pageViews: (answer: Answer<Reply<typeof pageViewStatsSchema>>) =>
    http.get('/api/admin/stats/pageviews', answering(answer)),
  translations: (answer: Answer<Reply<typeof translationListSchema>>) =>
    http.get('/api/admin/translation/strings', answering(answer)),
  /** Answers 204 unless `answer` says otherwise. */
  confirmTranslation: (answer: Answer<never>) => http.post('/api/admin/translation/strings/confirm', answering(answer)),
};
