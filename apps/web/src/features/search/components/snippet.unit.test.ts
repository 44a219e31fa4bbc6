import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet';

describe('a search result excerpt', () => {
  it('marks the match and shows escaped characters as the text they stand for', () => {
    expect(snippetParts('…the <mark>garden</mark> &amp; its &quot;trees&quot;')).toEqual([
      { text: '…the ', marked: false },
      { text: 'garden', marked: true },
      { text: ' & its "trees"', marked: false },
    ]);
  });

  it('keeps markup written in the content as visible text, never as elements', () => {
    const parts = snippetParts('&lt;img src=x onerror=alert(1)&gt; <mark>정원</mark>');
    expect(parts[0]).toEqual({ text: '<img src=x onerror=alert(1)> ', marked: false });
    expect(parts[1]).toEqual({ text: '정원', marked: true });
  });
});
