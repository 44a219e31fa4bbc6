import { describe, expect, it } from 'vitest';
import type { MainSlide } from '@atrium/shared/api/content';
import { heroSlidesFor } from './hero-slides';

const picture = (url: string) => ({ url, width: 100, height: 50, alt: `alt ${url}` });
const slide = (id: number, over: Partial<MainSlide> = {}): MainSlide => ({
  id,
  title: `pc ${id}`,
  mobile_title: `mobile ${id}`,
  pc_img_url: `/pc-${id}.jpg`,
  mobile_img_url: `/m-${id}.jpg`,
  link: 'spaces',
  pc_img: picture(`/pc-${id}.jpg`),
  mobile_img: picture(`/m-${id}.jpg`),
  lang: 'en',
  ...over,
});

describe('heroSlidesFor', () => {
  it('uses the pc title and picture on wide screens, the mobile ones below 600 px', () => {
    const [wide] = heroSlidesFor([slide(1)], true);
    expect(wide).toMatchObject({ title: 'pc 1', image: { url: '/pc-1.jpg' }, other: { url: '/m-1.jpg' } });
    const [narrow] = heroSlidesFor([slide(1)], false);
    expect(narrow).toMatchObject({ title: 'mobile 1', image: { url: '/m-1.jpg' }, other: { url: '/pc-1.jpg' } });
  });

  it('skips slides whose picture URL for that size is empty', () => {
    const slides = [slide(1), slide(2, { pc_img_url: '', pc_img: null }), slide(3, { mobile_img_url: '' })];
    expect(heroSlidesFor(slides, true).map((s) => s.id)).toEqual([1, 3]);
    expect(heroSlidesFor(slides, false).map((s) => s.id)).toEqual([1, 2]);
  });

  it('falls back to the pc title when a mobile title is missing, and keeps a bare URL usable', () => {
    const [view] = heroSlidesFor([slide(1, { mobile_title: '', mobile_img: null })], false);
    expect(view).toMatchObject({ title: 'pc 1', image: { url: '/m-1.jpg', width: 0 } });
  });
});
