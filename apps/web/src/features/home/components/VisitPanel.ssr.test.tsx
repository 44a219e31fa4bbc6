// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { VisitResponse } from '@atrium/shared/api/visit';
import koCommon from '@atrium/shared/locales/ko/common.json';
import koHome from '@atrium/shared/locales/ko/home.json';
import { renderPage } from '#web/entry-server';
import { flatten } from '#web/test/test-i18n';

const visit: VisitResponse = {
  address: '서울특별시 종로구 아트리움길 25, 아트리움 기념관',
  hours: [{ days: [0, 2, 3, 4, 5, 6], open: '09:30', close: '17:30' }],
  closedDays: [1],
  specialClosures: [{ date: '2027-01-01', reason: '신정', lang: 'ko' }],
  admission: '관람료는 무료입니다.',
  contact: { phone: '+82 2-6000-1234', email: 'contact@atrium-memorial.org' },
  openNow: true,
  today: { open: '09:30', close: '17:30' },
  lang: 'ko',
  langs: { address: 'ko', admission: 'ko' },
};

/** The server's renderer of /ko/ with the visit data the home page's HTML embeds (home.module.ts). */
describe('home page markup from the server', () => {
  it('contains the visit block: open now, today’s hours, address and admission, without inline styles', async () => {
    const { html } = await renderPage({
      url: '/ko/',
      lang: 'ko',
      i18n: { ko: { common: flatten(koCommon), home: flatten(koHome) } },
      prefetched: [{ key: PREFETCH_KEYS.visit('ko'), data: visit }],
    });
    for (const text of [
      koHome.visit.title,
      koHome.visit.openNow,
      '오늘 관람 시간 09:30~17:30',
      '화요일~일요일',
      visit.address,
      visit.admission,
      '신정',
    ])
      expect(html).toContain(text);
    expect(html).not.toMatch(/\sstyle="/);
  }, 30_000);
});
