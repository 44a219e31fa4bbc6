import type { VenuePageSeed } from './types';

// Placeholder until the demo content is written.
export const VENUE_PAGES: VenuePageSeed[] = [];
