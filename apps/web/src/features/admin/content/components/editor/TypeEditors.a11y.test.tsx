import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { CONTENT_TYPES } from '@atrium/shared/content/registry';
import { mockApi, on, renderContent, states, storedItem } from '#web/features/admin/content/lib/content-test-utils';
import { ContentEditor } from './ContentEditor';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noop = () => undefined;
const anyList = (call: { method: string; path: string }) =>
  call.method === 'GET' && /^\/admin\/content\/[a-z-]+$/.test(call.path)
    ? Response.json({ items: [], total: 0 })
    : undefined;

/** Some data every type's form has something to show for (a section, a stale English title). */
const item = storedItem(
  {
    title: { ko: '제목', en: 'Title' },
    sections: [{ heading: { ko: '소제목' }, text: { ko: '본문' } }],
    top: 10,
    left: 20,
  },
  { fieldLanguages: { title: states('ok', { en: 'stale' }) } },
);

describe('every type’s editor', () => {
  it.each(CONTENT_TYPES.map((type) => [type.type, type] as const))(
    '%s renders from its declaration with labelled controls (axe, in English editing)',
    async (_name, type) => {
      mockApi(
        on('GET', '/spaces/hotspots', () =>
          Response.json({ map: { url: '/media/seed/map.png', width: 10, height: 5, alt: 'Map' }, items: [] }),
        ),
        anyList,
      );
      await renderContent(
        <main>
          <ContentEditor type={type} item={item} onCreated={noop} onDeleted={noop} onRestored={noop} />
        </main>,
      );
      await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: /^English/ }));
      // jsdom lays nothing out: contrast is left to the browser tests.
      const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`)).toEqual(
        [],
      );
    },
    30_000,
  );
});
