import { describe, expect, it } from 'vitest';
import { contentHref, isContentLink, isRichTextLink } from './links';

/** Forms a browser reads as another site, or as a path that climbs out of the one given. */
const ODD = [
  'https:evil.example',
  'https:/evil.example',
  'HTTPS:/evil.example',
  'HTTPS://evil.example',
  'https:\\\\evil.example',
  'https://evil.example\\@good.example',
  'https://good.example@evil.example',
  'https://user:pass@evil.example/',
  'https://',
  'https:// evil.example',
  'https://evil.example/\tx',
  'a/../..//evil.example',
  '/a/../../evil.example',
  'a/%2e%2e/%2E%2E//evil.example',
  'a/.%2e/x',
  'news/./3',
  'a//evil.example',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'a%2f..%2f..%2fevil.example',
  'javascript:alert(1)',
  'http://example.org',
  'data:text/html,x',
  'a b',
];

describe('content link fields', () => {
  it('take a page of the site without its language, or an https address', () => {
    for (const ok of [
      'about/history',
      '/spaces',
      'news/3?x=1',
      'spaces/main-hall#floor-2',
      'https://example.org',
      'https://example.org/a?b=c#d',
      'https://www.youtube.com/@atrium-memorial',
      '/',
    ])
      expect(isContentLink(ok), ok).toBe(true);
  });

  it('refuse a language in the path (the visitor’s own is added), other schemes, hosts and odd forms', () => {
    for (const bad of ['/ko/news', 'en', 'ja/about', 'FR?x', ...ODD]) expect(isContentLink(bad), bad).toBe(false);
  });

  it('render as the page language’s path or the address itself, and never as a refused form', () => {
    expect(contentHref('en', 'about/history')).toEqual({ href: '/en/about/history', external: false });
    expect(contentHref('ko', '/spaces')).toEqual({ href: '/ko/spaces', external: false });
    expect(contentHref('ja', 'https://example.org/a')).toEqual({ href: 'https://example.org/a', external: true });
    expect(contentHref('en', '')).toBeNull();
    for (const bad of ['/ko/news', ...ODD]) expect(contentHref('en', bad), bad).toBeNull();
  });
});

describe('rich-text links', () => {
  it('take an https address, a path from the site’s root (with its language) or a mail address', () => {
    for (const ok of ['https://example.org/a', '/en/news/3', '/ko/about/history#top', 'mailto:info@example.org'])
      expect(isRichTextLink(ok), ok).toBe(true);
  });

  it('refuse paths relative to the page, and every odd form', () => {
    for (const bad of ['news/3', 'mailto:', 'mailto:a@b/../c', ...ODD]) expect(isRichTextLink(bad), bad).toBe(false);
  });
});
