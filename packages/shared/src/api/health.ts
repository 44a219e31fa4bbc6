import { z } from 'zod';
import { PEER_MODES } from './propagation';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({
  status: z.enum(['ready']),
  database: z.literal('up'),
  /** How changes reach the other instances now ('polling': Redis is unreachable, they catch up within seconds). */
  peers: z.enum(PEER_MODES),
});
