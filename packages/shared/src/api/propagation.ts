import { z } from 'zod';

/**
 * How a change made on one server instance reaches the others
 * (docs/decisions/032-bounded-staleness-and-stale-pages.md): through Redis at once; by each
 * instance polling the database every few seconds while Redis is unreachable; or not at all,
 * because the instance runs alone (no Redis configured).
 */
export const PEER_MODES = ['none', 'redis', 'polling'] as const;
export type PeerMode = (typeof PEER_MODES)[number];

/**
 * What a publish answer says of the change it made: every instance shows it now ('immediate'),
 * or the other instances catch up within a few seconds ('polling': Redis is unreachable).
 */
export const propagationSchema = z.enum(['immediate', 'polling']);
export type Propagation = z.infer<typeof propagationSchema>;

export const propagationOf = (peers: PeerMode): Propagation => (peers === 'polling' ? 'polling' : 'immediate');
