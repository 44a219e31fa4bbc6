import { describe, expect, it } from 'vitest';
import { localizedTexts, validateData } from './validate';
import { mainSlides } from './types/slides';
import { pages } from './types/venue';

describe('validating a main slide', () => {
  it('names each field that fails, with its language', () => {
    const result = validateData(mainSlides, { title: { en: 'No Korean' }, link: '/ko/news' });
    expect(result).toEqual({
      ok: false,
      fields: { 'title.ko': 'REQUIRED', pcImage: 'REQUIRED', mobileImage: 'REQUIRED', link: 'INVALID' },
    });
  });
  it('trims texts and drops empty translations', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const result = validateData(mainSlides, { title: { ko: ' 정원 ', en: '' }, pcImage: id, mobileImage: id });
    expect(result).toMatchObject({ ok: true, data: { title: { ko: '정원' }, mobileTitle: {}, link: '' } });
  });
});

describe('validating a venue page section in rich text', () => {
  it('counts an empty editor paragraph as no text, so the Korean body is required', () => {
    const section = { heading: { ko: '연혁' }, body: { ko: '<p> </p>', en: '<p>&nbsp;</p>' } };
    const result = validateData(pages, { slug: 'history', title: { ko: '연혁' }, sections: [section] });
    expect(result).toEqual({ ok: false, fields: { 'sections.0.body.ko': 'REQUIRED' } });
  });
  it('keeps HTML that has words or a picture', () => {
    const body = { ko: '<p>1970년 <strong>설립</strong></p>', en: '<p><img src="/media/a.webp" alt="x"></p>' };
    const result = validateData(pages, { slug: 'history', title: { ko: '연혁' }, sections: [{ body }] });
    expect(result).toMatchObject({ ok: true, data: { sections: [{ body }] } });
  });
});

describe('the localized texts of an item', () => {
  it('finds them however deep, with their paths, for translation status', () => {
    const texts = localizedTexts(pages, {
      slug: 'history',
      title: { ko: '연혁', en: 'History' },
      sections: [{ heading: { ko: '설립' }, body: { ko: '<p>1970년</p>' } }, { body: { ko: '<p>오늘</p>' } }],
    });
    expect(texts).toEqual([
      { path: 'title', values: { ko: '연혁', en: 'History' } },
      { path: 'summary', values: {} },
      { path: 'sections.0.heading', values: { ko: '설립' } },
      { path: 'sections.0.body', values: { ko: '<p>1970년</p>' } },
      { path: 'sections.1.heading', values: {} },
      { path: 'sections.1.body', values: { ko: '<p>오늘</p>' } },
    ]);
  });
});
