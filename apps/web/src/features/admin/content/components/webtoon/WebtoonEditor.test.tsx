import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { contentSaveSchema } from '@atrium/shared/api/content-admin';
import { webtoons } from '@atrium/shared/content/types/edu';
import { ContentEditor } from '../editor/ContentEditor';
import {
  mockApi,
  on,
  renderContent,
  storedItem,
  type ApiCall,
} from '#web/features/admin/content/lib/content-test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noop = () => undefined;
const ART = '0b7f3c52-6c1e-4c55-9d53-1f5b1c0e2a11';
const art = {
  id: ART,
  url: '/media/seed/edu-webtoon-1-0.jpg',
  originalName: 'lane.jpg',
  contentType: 'image/jpeg',
  width: 800,
  height: 1200,
  bytes: 1000,
  alt: { ko: '눈 덮인 골목' },
  focus: { x: 50, y: 50 },
  createdAt: '2026-04-10T01:00:00.000Z',
};
const episode = {
  sequence: 1,
  title: { ko: '골목 끝의 불빛' },
  summary: {},
  thumbnail: null,
  sourceLang: 'ko',
  panels: [
    {
      image: ART,
      balloons: [
        { text: { ko: '저 불빛은 뭐지?', en: 'What’s that light?' }, kind: 'speech', x: 30, y: 20, width: 50 },
      ],
    },
  ],
};
const sentData = (calls: ApiCall[]) => contentSaveSchema.parse(calls.find((c) => c.method === 'PUT')!.body).data;

/** The webtoon editor: panels with their balloons, edited through the generic list editors. */
describe('webtoon editor', () => {
  it('edits a panel’s balloons, placing them on the panel’s art, and saves them with the draft', async () => {
    const calls = mockApi(
      on('GET', `/admin/media/${ART}`, () => Response.json(art)),
      on('PUT', '/admin/content/webtoons/1', (call) =>
        Response.json(storedItem(contentSaveSchema.parse(call.body).data)),
      ),
    );
    await renderContent(
      <main>
        <ContentEditor type={webtoons} item={storedItem(episode)} onCreated={noop} onDeleted={noop} onRestored={noop} />
      </main>,
    );
    const user = userEvent.setup({ delay: null });

    const balloon = screen.getByRole('region', { name: 'Balloons 1' });
    expect(within(balloon).getByRole('combobox', { name: /Balloon style/ })).toBeTruthy();
    const text = within(balloon).getByRole('textbox', { name: /^Text/ });
    await user.clear(text);
    await user.type(text, '저 불빛은 뭘까?');

    // The marker on the panel moves the balloon's centre.
    const marker = await screen.findByRole('button', { name: 'Balloon 1: 30% from the left, 20% from the top' });
    marker.focus();
    await user.keyboard('{Shift>}[ArrowRight]{/Shift}');
    await user.keyboard('[ArrowDown]');
    expect((within(balloon).getByRole('spinbutton', { name: /^Horizontal position/ }) as HTMLInputElement).value).toBe(
      '35',
    );

    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`)).toEqual(
      [],
    );

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(sentData(calls).panels).toEqual([
      {
        image: ART,
        balloons: [
          { text: { ko: '저 불빛은 뭘까?', en: 'What’s that light?' }, kind: 'speech', x: 35, y: 20.5, width: 50 },
        ],
      },
    ]);
  }, 20_000);
});
