import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import type { WebtoonPanel } from '@atrium/shared/api/edu';
import jaEdu from '@atrium/shared/locales/ja/edu.json';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { WebtoonPanels } from './WebtoonPanels';

const panels: WebtoonPanel[] = [
  {
    image: { url: '/media/seed/lane.jpg', width: 800, height: 1200, alt: '雪に覆われた細い路地' },
    balloons: [
      { text: '1954年冬、ソウル', lang: 'ja', kind: 'caption', x: 30, y: 7, width: 50 },
      { text: 'あの灯りは何だろう？', lang: 'ja', kind: 'speech', x: 34, y: 24, width: 54 },
    ],
  },
  {
    image: { url: '/media/seed/door.jpg', width: 800, height: 1200, alt: '戸口から漏れる光' },
    // Not yet translated: served in Korean, and marked so.
    balloons: [{ text: '춥지? 어서 들어오렴.', lang: 'ko', kind: 'thought', x: 28, y: 64, width: 48 }],
  },
];

async function renderPanels() {
  const i18n = await createTestI18n('ja');
  i18n.addResourceBundle('ja', 'edu', flatten(jaEdu));
  return render(
    <I18nProvider i18n={i18n}>
      <WebtoonPanels panels={panels} pageLang="ja" refs={{ current: [] }} />
    </I18nProvider>,
  );
}

describe('WebtoonPanels', () => {
  it('letters each panel with HTML text over its art, in reading order, each balloon in its language', async () => {
    await renderPanels();
    const items = within(screen.getByRole('list', { name: jaEdu.webtoon.panels })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // The art is described by its alt text, then its balloons follow in reading order.
    const first = items[0]!;
    expect(within(first).getByRole('img').getAttribute('alt')).toBe('雪に覆われた細い路地');
    const texts = [...first.querySelectorAll('p')].map((p) => p.textContent);
    expect(texts).toEqual([`${jaEdu.webtoon.balloonKind.caption}: 1954年冬、ソウル`, 'あの灯りは何だろう？']);

    const speech = screen.getByText('あの灯りは何だろう？');
    expect(speech.getAttribute('lang')).toBe('ja');
    const place = getComputedStyle(speech);
    expect(place.left).toBe('34%');
    expect(place.top).toBe('24%');
    expect(place.width).toBe('54%');

    const korean = screen.getByText('춥지? 어서 들어오렴.', { exact: false });
    expect(korean.getAttribute('lang')).toBe('ko');
    // The kind is said in the page's language, apart from the Korean text.
    const kind = within(korean).getByText(`${jaEdu.webtoon.balloonKind.thought}:`, { exact: false });
    expect(kind.getAttribute('lang')).toBe('ja');
  });
});
