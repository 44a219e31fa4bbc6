import { describe, expect, it } from 'vitest';
import { shareTargets } from './share-links';

describe('share links', () => {
  it('are plain URLs carrying the page address and title, encoded', () => {
    const targets = shareTargets('https://atrium.test/ko/news/3/7', '소식 & 기사');
    const byId = Object.fromEntries(targets.map((t) => [t.id, t.href]));
    const url = encodeURIComponent('https://atrium.test/ko/news/3/7');
    expect(byId.x).toBe(`https://x.com/intent/post?text=${encodeURIComponent('소식 & 기사')}&url=${url}`);
    expect(byId.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(byId.line).toBe(`https://social-plugins.line.me/lineit/share?url=${url}`);
    expect(byId.email).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(byId.email ?? '')).toContain('https://atrium.test/ko/news/3/7');
  });
});
