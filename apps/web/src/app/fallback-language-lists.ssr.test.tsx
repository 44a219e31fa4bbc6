// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { ArtworksResponse } from '@atrium/shared/api/edu';
import enCommon from '@atrium/shared/locales/en/common.json';
import enEdu from '@atrium/shared/locales/en/edu.json';
import enHome from '@atrium/shared/locales/en/home.json';
import { renderPage } from '#web/entry-server';
import { flatten } from '#web/test/test-i18n';

const artworks: ArtworksResponse = {
  items: [
    {
      id: 1,
      title: '자비의 손',
      keyword: '자비',
      maker: '작자 미상',
      createdAt: '1998',
      thumbnail: null,
      exhibition: null,
      lang: 'ko',
    },
    {
      id: 2,
      title: 'The Open Door',
      keyword: 'Mercy',
      maker: 'Unknown maker',
      createdAt: '2001',
      thumbnail: null,
      exhibition: null,
      lang: 'en',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 2,
};

/** The server's HTML already marks a fallback item, so the mark is there before any script runs. */
describe('a list’s fallback marks in the server’s markup', () => {
  it('gives the Korean artwork lang="ko" and "Shown in Korean", which its link is described by', async () => {
    const { html } = await renderPage({
      url: '/en/artworks',
      lang: 'en',
      i18n: { en: { common: flatten(enCommon), edu: flatten(enEdu), home: flatten(enHome) } },
      prefetched: [{ key: PREFETCH_KEYS.artworks('en', 1), data: artworks }],
    });
    expect(html).toMatch(/<h2[^>]*lang="ko"[^>]*><a[^>]*>자비의 손<\/a><\/h2>/);
    const describedBy = /<a[^>]*aria-describedby="([^"]+)"[^>]*>자비의 손</.exec(html)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`id="${escapeRegExp(describedBy ?? '')}"[^>]*>.*?Shown in Korean</span>`));
    expect(html.match(/Shown in Korean(?! until)/g)).toHaveLength(1);
    expect(html).toContain('Shown in Korean until the English text is ready');
  }, 30_000);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
