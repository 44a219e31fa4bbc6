import { describe, expect, it } from 'vitest';
import { defineType } from '@atrium/shared/content/define';
import { list, text } from '@atrium/shared/content/fields';
import { conflictChanges, copyMineOver } from './edit-conflict';

const pages = defineType({
  type: 'pages',
  titleField: 'title',
  previewPath: '',
  fields: {
    title: text({ required: true, max: 120 }),
    link: text({ localized: false, max: 200 }),
    sections: list({ heading: text({ max: 20 }) }, 5),
  },
});

const base = { title: { ko: '제목', en: 'Title' }, link: 'about', sections: [{ heading: { ko: '하나' } }] };
// I translated the title into Japanese and fixed the link; they rewrote the Korean title and the sections.
const mine = { title: { ko: '제목', en: 'Title', ja: 'タイトル' }, link: 'about/history', sections: base.sections };
const theirs = { title: { ko: '새 제목', en: 'Title' }, link: 'about', sections: [{ heading: { ko: '둘' } }] };

describe('edit conflicts', () => {
  it('copies what I changed onto theirs, language by language, keeping what only they changed', () => {
    const { values, copied } = copyMineOver(pages, base, mine, theirs);
    expect(values).toEqual({
      title: { ko: '새 제목', en: 'Title', ja: 'タイトル' },
      link: 'about/history',
      sections: [{ heading: { ko: '둘' } }],
    });
    expect(copied).toEqual(['title', 'link']);
  });

  it('takes a language I emptied as mine, but not one I never touched', () => {
    const emptied = { ...base, title: { ko: '제목', en: '' } };
    expect(copyMineOver(pages, base, emptied, theirs).values.title).toEqual({ ko: '새 제목', en: '' });
    const untouched = { ...base, title: { ko: '제목', en: 'Title', fr: '' } };
    expect(copyMineOver(pages, base, untouched, theirs).values.title).toEqual({ ko: '새 제목', en: 'Title' });
  });

  it('marks each differing field with who changed it since the version both started from', () => {
    const both = { ...mine, title: { ko: '내 제목', en: 'Title' } };
    expect(conflictChanges(pages, base, both, theirs).map(({ path, by }) => `${path}: ${by}`)).toEqual([
      'title.ko: both',
      'link: yours',
      'sections.0.heading.ko: theirs',
    ]);
  });
});
