import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentSaveSchema } from '@atrium/shared/api/content-admin';
import { contentType } from '@atrium/shared/content/registry';
import {
  mockApi,
  on,
  renderContent,
  storedItem,
  writes,
  type ApiCall,
} from '#web/features/admin/content/lib/content-test-utils';
import { ContentEditor } from './ContentEditor';

afterEach(() => {
  vi.unstubAllGlobals();
});

const news = contentType('news')!;
const noop = () => undefined;
const article = (id: number, ko: string) => ({ id, title: { ko }, body: { ko: `<p>${ko}</p>` }, hidden: false });
const answered = (call: ApiCall) => storedItem(contentSaveSchema.parse(call.body).data, { id: 3 });

/** News in the engine's editor: its articles keep their row ids, which editors never see. */
describe('news editor', () => {
  it('edits articles without showing their ids, and sends the ids back with the draft', async () => {
    const calls = mockApi(on('PUT', '/admin/content/news/3', (call) => Response.json(answered(call))));
    const item = storedItem(
      { title: { ko: '소식' }, publishedAt: '', articles: [article(41, '첫 기사'), article(42, '둘째 기사')] },
      { id: 3 },
    );
    await renderContent(<ContentEditor type={news} item={item} onCreated={noop} onDeleted={noop} onRestored={noop} />);
    const user = userEvent.setup({ delay: null });

    expect(screen.getByRole('heading', { name: 'Articles 2' })).toBeTruthy();
    expect(screen.getAllByRole('switch', { name: 'Hide from visitors' })).toHaveLength(2);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByDisplayValue('41')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Articles 1' }));
    await user.click(screen.getByRole('button', { name: 'Add to Articles' }));
    await user.click(screen.getAllByRole('switch', { name: 'Hide from visitors' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = contentSaveSchema.parse(calls.find((c) => c.method === 'PUT')!.body).data;
    expect(sent.articles).toMatchObject([
      { id: 42, title: { ko: '둘째 기사' }, hidden: false },
      { id: null, hidden: true },
    ]);
  }, 20_000);

  it('adds a link in an article without saving the draft behind the editor’s back', async () => {
    // ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
    Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    const calls = mockApi();
    const item = storedItem({ title: { ko: '소식' }, articles: [article(41, '첫 기사')] }, { id: 3 });
    await renderContent(<ContentEditor type={news} item={item} onCreated={noop} onDeleted={noop} onRestored={noop} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'https://example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);
  }, 20_000);
});
