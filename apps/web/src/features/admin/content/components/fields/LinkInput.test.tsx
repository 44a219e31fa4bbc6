import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineType } from '@atrium/shared/content/define';
import { link, text } from '@atrium/shared/content/fields';
import { mockApi, renderContent, storedItem } from '#web/features/admin/content/lib/content-test-utils';
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
});
