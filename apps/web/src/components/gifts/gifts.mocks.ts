import { http, HttpResponse } from 'msw';
import type { giftReceiveSchema } from '@atrium/shared/api/events';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for receiving a gift (receive-gift.ts): the receive call, then its file. */
export const giftHandlers = {
  receive: (answer: Answer<Reply<typeof giftReceiveSchema>>) =>
    http.post('/api/events/:id/gifts/:day/receive', answering(answer)),
  /** Any file behind a download link under `path` (a `:param` pattern), as a small PNG. */
  file: (path: string) => http.get(path, () => new HttpResponse('png', { headers: { 'content-type': 'image/png' } })),
};
