import type { Release } from '@atrium/shared/api/releases';

/** A release as GET /api/admin/releases/{id} answers it (open, two items, one with warnings). */
export const storedRelease = (extra: Partial<Release> = {}): Release => ({
  id: 3,
  title: 'Spring opening',
  at: null,
  status: 'open',
  items: [
    {
      type: 'exhibitions',
      id: 5,
      title: 'Light and Memory',
      status: 'draft',
      warnings: {
        languages: [
          { lang: 'en', state: 'missing' },
          { lang: 'fr', state: 'stale' },
        ],
        related: [{ type: 'artworks', id: 12, title: 'Moon Jar', status: 'draft' }],
      },
    },
    {
      type: 'artworks',
      id: 12,
      title: 'Moon Jar',
      status: 'draft',
      warnings: { languages: [], related: [] },
    },
  ],
  failure: null,
  author: 'kim@example.org',
  createdAt: '2026-04-10T01:00:00.000Z',
  ...extra,
});
