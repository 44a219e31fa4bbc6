import { describe, expect, it } from 'vitest';
import { shareTargets } from './share-links';

describe('share links', () => {
  it('are plain URLs carrying the page address and title, encoded', () => {
    const targets = shareTargets('https://atrium.test/ko/news/3/7', '소식 & 기사');
    const byId = Object.fromEntries(targets.map((t) => [t.id, t.href]));
    const url = encodeURIComponent('https://atrium.test/ko/news/3/7');
    const title = encodeURIComponent('소식 & 기사');
    expect(byId.kakao).toBe(`https://story.kakao.com/share?url=${url}`);
    expect(byId.line).toBe(`https://social-plugins.line.me/lineit/share?url=${url}`);
    expect(byId.x).toBe(`https://x.com/intent/post?url=${url}&text=${title}`);
    expect(byId.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(byId.email).toBe(
      `mailto:?subject=${title}&body=${encodeURIComponent('소식 & 기사\nhttps://atrium.test/ko/news/3/7')}`,
    );
  });
});
