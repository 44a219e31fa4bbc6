import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentSaveSchema } from '@atrium/shared/api/content-admin';
import { defineType } from '@atrium/shared/content/define';
import { boolean, group, link, list, number, select, text, weekdays } from '@atrium/shared/content/fields';
import {
  mockApi,
  on,
  renderContent,
  states,
  storedItem,
  writes,
  type ApiCall,
} from '#web/features/admin/content/lib/content-test-utils';
import { ContentEditor } from './ContentEditor';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A declaration with one field of most kinds (names with labels in the admin strings). */
const samples = defineType({
  type: 'samples',
  titleField: 'title',
  previewPath: '',
  fields: {
    title: text({ required: true, max: 120 }),
    link: link(),
    sequence: number(1, 100, { integer: true }),
    category: select(['family', 'education']),
    hidden: boolean({ label: 'keyword' }),
    days: weekdays(),
    sections: list({ heading: text({ max: 20 }) }, 5),
    video: group({ videoId: text({ localized: false, required: true, max: 200 }) }),
  },
});

const noop = () => undefined;
const editor = (item = storedItem({ title: { ko: '제목', en: 'Title' }, link: 'about' }, { id: 7 })) =>
  renderContent(<ContentEditor type={samples} item={item} onCreated={noop} onDeleted={noop} onRestored={noop} />);

/** The server's answer to a save: the item with the data sent as its draft. */
const answered = (call: ApiCall) => storedItem(contentSaveSchema.parse(call.body).data, { id: 7 });

/** The text that describes a field (its error or hint), through aria-describedby. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('content editor', () => {
  it('renders a control for each field of the declaration, by kind, filled from the draft', async () => {
    mockApi();
    await editor();
    const user = userEvent.setup({ delay: null });
    expect((screen.getByRole('textbox', { name: /^Title \(한국어\)/ }) as HTMLInputElement).value).toBe('제목');
    expect((screen.getByRole('textbox', { name: /^Link/ }) as HTMLInputElement).value).toBe('about');
    expect(screen.getByRole('spinbutton', { name: /^Number in the series/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Category/ })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Keyword' })).toBeTruthy();
    const days = screen.getByRole('group', { name: 'Days' });
    expect(within(days).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(days).getByRole('checkbox', { name: 'Sunday' })).toBeTruthy();

    // A list adds sub-forms; a group is added by its switch.
    await user.click(screen.getByRole('button', { name: 'Add to Sections' }));
    expect(screen.getByRole('heading', { name: 'Sections 1' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Heading \(한국어\)/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Video ID or address/ })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Include Video' }));
    expect(screen.getByRole('textbox', { name: /^Video ID or address/ })).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  }, 20_000);

  it('shows a check’s and the server’s field errors beside their fields', async () => {
    const calls = mockApi(
      on('PUT', '/admin/content/samples/7', () =>
        Response.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Invalid',
            fields: { link: 'INVALID', 'sections.0.heading.ko': 'TOO_LONG' },
          },
          { status: 400 },
        ),
      ),
    );
    await editor(
      storedItem({ title: { ko: '제목' }, link: 'about', sections: [{ heading: { ko: '소제목' } }] }, { id: 7 }),
    );
    const user = userEvent.setup({ delay: null });
    const title = screen.getByRole('textbox', { name: /^Title \(한국어\)/ });

    // The browser's check first: the Korean title is required, nothing is sent.
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(description(title)).toContain('This field is required.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    // Then what only the server says, at the fields it names.
    await user.type(title, '새 제목');
    expect(title.getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const linkInput = await screen.findByRole('textbox', { name: /^Link/ });
    await waitFor(() => expect(linkInput.getAttribute('aria-invalid')).toBe('true'));
    expect(description(linkInput)).toContain('This value is not valid.');
    const heading = screen.getByRole('textbox', { name: /^Heading \(한국어\)/ });
    expect(heading.getAttribute('aria-invalid')).toBe('true');
    expect(description(heading)).toContain('This is too long.');
    expect(screen.getByRole('alert').textContent).toContain('Sections 1 › Heading (KOR): This is too long.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      data: { title: { ko: '새 제목' }, link: 'about' },
    });
  }, 20_000);

  it('marks a stale translation beside the Korean source and sends its confirmation with the save', async () => {
    const calls = mockApi(on('PUT', '/admin/content/samples/7', (call) => Response.json(answered(call))));
    await editor(
      storedItem(
        { title: { ko: '새 제목', en: 'Old title' } },
        { id: 7, languages: states('ok', { en: 'stale' }), fieldLanguages: { title: states('ok', { en: 'stale' }) } },
      ),
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByText(/The Korean text changed/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: /^English · Outdated/ }));

    const english = screen.getByRole('textbox', { name: /^Title \(English\)/ });
    expect((english as HTMLInputElement).value).toBe('Old title');
    expect(description(english)).toContain('새 제목');
    expect(screen.getByText(/The Korean text changed after this translation was saved/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Still right: Title (English)' }));
    expect(screen.getByText('Marked as still right; saved with the draft.')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ confirm: ['title.en'] });
  }, 20_000);
  it('publishes at a date and time given in the venue’s time zone, saving unsaved edits first', async () => {
    const calls = mockApi(
      on('PUT', '/admin/content/samples/7', (call) => Response.json(answered(call))),
      on('POST', '/admin/content/samples/7/publish', () =>
        Response.json(
          storedItem({ title: { ko: '제목' } }, { id: 7, status: 'scheduled', publishAt: '2099-05-01T00:30:00.000Z' }),
        ),
      ),
    );
    await editor();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /^Link/ }), '/history');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Memo' }), 'Spring update');
    await user.click(within(dialog).getByRole('radio', { name: 'At a set date and time' }));
    expect(within(dialog).getByText("In the venue's time zone (Asia/Seoul).")).toBeTruthy();
    const at = within(dialog).getByLabelText(/^Date and time/);
    fireEvent.change(at, { target: { value: '2099-05-01T09:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/publish'))).toBe(true));
    const methods = writes(calls).map((c) => `${c.method} ${c.path}`);
    expect(methods).toEqual(['PUT /admin/content/samples/7', 'POST /admin/content/samples/7/publish']);
    expect(calls.find((c) => c.path.endsWith('/publish'))?.body).toEqual({
      memo: 'Spring update',
      at: '2099-05-01T09:30:00+09:00',
    });
  }, 20_000);
});
