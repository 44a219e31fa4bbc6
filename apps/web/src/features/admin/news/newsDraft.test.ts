import { describe, expect, it } from 'vitest';
import { newsInputSchema } from '@atrium/shared/api/news';
import {
  bodyHasContent,
  emptyArticle,
  emptyDraft,
  fillState,
  fromLocalInput,
  inputOf,
  toLocalInput,
  validateDraft,
  type NewsDraft,
} from './newsDraft';

const draft = (change: Partial<NewsDraft> = {}): NewsDraft => ({
  ...emptyDraft(new Date('2026-11-01T09:00:00Z')),
  ...change,
});

describe('language tab states', () => {
  const written: NewsDraft = draft({
    title: { ko: '제목', en: 'Title' },
    summary: { ko: '요약', en: 'Summary' },
    articles: [{ ...emptyArticle(), title: { ko: '기사', en: 'Article' }, body: { ko: '<p>본문</p>', en: '<p></p>' } }],
  });

  it('is full when every text of the item and its articles is written', () => {
    expect(fillState(written, 'ko')).toBe('full');
  });

  it('is partial when some are: an editor left empty (<p></p>) is not written', () => {
    expect(fillState(written, 'en')).toBe('partial');
  });

  it('is empty when none is', () => {
    expect(fillState(written, 'ja')).toBe('empty');
  });

  it('counts a picture or a table as a written body', () => {
    expect(bodyHasContent('<p><img src="/media/a.png" alt=""></p>')).toBe(true);
    expect(bodyHasContent('<table><tbody><tr><td><p></p></td></tr></tbody></table>')).toBe(true);
    expect(bodyHasContent('<p> &nbsp; </p>')).toBe(false);
  });
});

describe('the request body', () => {
  it('leaves out languages with no text, so readers get the fallback', () => {
    const input = inputOf(
      draft({
        title: { ko: '제목', en: '  ' },
        articles: [{ ...emptyArticle(), title: { ko: '기사' }, body: { ko: '<p>본문</p>', en: '<p></p>' } }],
      }),
    );
    expect(input.title).toEqual({ ko: '제목' });
    expect(input.articles?.[0]?.body).toEqual({ ko: '<p>본문</p>' });
    expect(newsInputSchema.safeParse(input).success).toBe(true);
  });

  it('is refused like the server refuses it: a title in Korean or English is required', () => {
    expect(validateDraft(draft({ title: { ja: 'タイトル' } }))).toMatchObject({ title: 'REQUIRED' });
    expect(validateDraft(draft({ title: { en: 'Title' }, articles: [] }))).toEqual({});
    const errors = validateDraft(draft({ title: { ko: '제목' }, articles: [{ ...emptyArticle(), title: {} }] }));
    expect(errors).toEqual({ 'articles.0.title': 'REQUIRED' });
  });

  it('drops the empty paragraph the editor keeps after a closing picture', () => {
    const body = { ko: '<p>본문</p><img src="/media/a.png" alt=""><p></p>' };
    const input = inputOf(draft({ title: { ko: 't' }, articles: [{ ...emptyArticle(), title: { ko: 'a' }, body }] }));
    expect(input.articles?.[0]?.body).toEqual({ ko: '<p>본문</p><img src="/media/a.png" alt="">' });
  });

  it('keeps a stored article its id, so the server updates it rather than adding one', () => {
    const input = inputOf(draft({ title: { ko: 't' }, articles: [{ ...emptyArticle(), id: 7, title: { ko: 'a' } }] }));
    expect(input.articles?.[0]?.id).toBe(7);
  });
});

describe('publication date input', () => {
  it('round-trips through the datetime-local field in the browser time zone', () => {
    const iso = '2026-11-13T01:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
  });
});
