/** A sharing target that is a plain link: no third-party script, nothing loaded until the reader clicks. */
export interface ShareTarget {
  id: 'kakao' | 'line' | 'x' | 'facebook' | 'email';
  /** Brand names are not translated. */
  site: string;
  href: string;
}

/**
 * The share links of a page. KakaoTalk's own share dialog needs Kakao's SDK and an app key, so
 * Kakao is reached through KakaoStory's share address (no key); on phones the system's share
 * sheet (the Web Share button) reaches KakaoTalk itself. LINE, X and Facebook through their
 * share dialogs, and a mail with the title and the link.
 */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { id: 'kakao', site: 'KakaoStory', href: `https://story.kakao.com/share?url=${u}` },
    { id: 'line', site: 'LINE', href: `https://social-plugins.line.me/lineit/share?url=${u}` },
    { id: 'x', site: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { id: 'facebook', site: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      id: 'email',
      site: 'e-mail',
      href: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n${url}`)}`,
    },
  ];
}
