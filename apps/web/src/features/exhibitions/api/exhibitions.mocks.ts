import { http } from 'msw';
import type {
  artworkDetailSchema,
  artworksResponseSchema,
  exhibitionDetailSchema,
  exhibitionsResponseSchema,
} from '@atrium/shared/api/edu';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for this feature's calls (this folder). */
export const exhibitionHandlers = {
  exhibitions: (answer: Answer<Reply<typeof exhibitionsResponseSchema>>) =>
    http.get('/api/exhibitions', answering(answer)),
  exhibition: (answer: Answer<Reply<typeof exhibitionDetailSchema>>) =>
    http.get('/api/exhibitions/:slug', answering(answer)),
  artworks: (answer: Answer<Reply<typeof artworksResponseSchema>>) => http.get('/api/artworks', answering(answer)),
  artwork: (answer: Answer<Reply<typeof artworkDetailSchema>>) => http.get('/api/artworks/:id', answering(answer)),
};
