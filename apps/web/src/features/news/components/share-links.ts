/** A sharing target that is a plain link: no third-party script, nothing loaded until the reader clicks. */
export interface ShareTarget {
  id: 'x' | 'facebook' | 'line' | 'email';
  /** Brand names are not translated. */
  site: string;
  href: string;
}

/** The share links of a page: X, Facebook and LINE share dialogs, and a mail with the title and the link. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  return [
    { id: 'x', site: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${u}` },
    { id: 'facebook', site: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'line', site: 'LINE', href: `https://social-plugins.line.me/lineit/share?url=${u}` },
    {
      id: 'email',
      site: 'e-mail',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`,
    },
  ];
}
