import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSearchHit } from '@atrium/shared/api/search-admin';
import userEvent from '@testing-library/user-event';
import { defineType } from '@atrium/shared/content/define';
import { link, text } from '@atrium/shared/content/fields';
import { mockApi, on, renderContent, storedItem } from '#web/features/admin/content/lib/content-test-utils';
import { ContentEditor } from '../editor/ContentEditor';
import { leadingLanguage } from './LinkInput';

afterEach(() => {
  vi.unstubAllGlobals();
});

const linked = defineType({
  type: 'linked',
  titleField: 'title',
  previewPath: '',
  fields: { title: text({ required: true, max: 120 }), link: link() },
});
const noop = () => undefined;

describe('link field', () => {
  it('finds a language at the start of a site path', () => {
    expect(leadingLanguage('/ko/news')).toBe('ko');
    expect(leadingLanguage('en')).toBe('en');
    expect(leadingLanguage('fr/about?x=1')).toBe('fr');
    expect(leadingLanguage('news/ko')).toBeNull();
    expect(leadingLanguage('/kor/news')).toBeNull();
    expect(leadingLanguage('https://ko.example.org/')).toBeNull();
  });

  it('says a path starting with a language would not be found, until the language is left out', async () => {
    mockApi();
    await renderContent(
      <ContentEditor
        type={linked}
        item={storedItem({ title: { ko: '제목' }, link: '/ko/news' })}
        onCreated={noop}
        onDeleted={noop}
        onRestored={noop}
      />,
    );
    const input = screen.getByRole('textbox', { name: /^Link/ });
    const hint = () => document.getElementById(`${input.id}-helper-text`)?.textContent;
    expect(hint()).toMatch(/^Leave out the language part \(\/ko\/\)/);
    const user = userEvent.setup({ delay: null });
    await user.clear(input);
    await user.type(input, 'news');
    expect(hint()).toMatch(/^A site path without the language/);
  }, 20_000);

  it('fills in the public address of a page found by its title, leaving out what has no page', async () => {
    const hits: AdminSearchHit[] = [
      {
        type: 'exhibitions',
        id: 4,
        title: 'Light and Memory',
        status: 'published',
        path: '/admin/content/exhibitions/4',
        sitePath: 'exhibitions/light',
      },
      // A slide shows on the home page, not a page of its own: not offered.
      {
        type: 'main-slides',
        id: 2,
        title: 'Light on the hall',
        status: 'published',
        path: '/admin/content/main-slides/2',
        sitePath: '',
      },
    ];
    mockApi(
      on('GET', `/admin/search?q=${encodeURIComponent('Light')}`, () => Response.json({ items: hits, total: 2 })),
    );
    await renderContent(
      <ContentEditor
        type={linked}
        item={storedItem({ title: { ko: '제목' }, link: '' })}
        onCreated={noop}
        onDeleted={noop}
        onRestored={noop}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose a page: Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a page: Link' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Title of a page or item' }), {
      target: { value: 'Light' },
    });
    const results = await within(dialog).findByRole('list', { name: 'Pages found' });
    await waitFor(() => expect(within(results).getAllByRole('button')).toHaveLength(1));
    fireEvent.click(within(results).getByRole('button', { name: /Light and Memory/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: /^Link/ }) as HTMLInputElement).value).toBe('exhibitions/light');
  }, 30_000);
});
