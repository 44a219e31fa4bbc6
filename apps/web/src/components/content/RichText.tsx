import { useMemo } from 'react';
import clsx from 'clsx';
import { readyRichTextHtml } from './rich-text-html';
import styles from './RichText.module.css';

/**
 * Rich text (news articles, page sections, exhibition descriptions): HTML the server sanitized
 * with its allow-list when it was saved (no script, handler, style or javascript: URL can be in
 * it), set with reading typography for headings, lists, quotes, pictures and tables. `rich-text`
 * is the global class the theme's reading measure targets (styles/base-stylesheet.ts).
 */
export function RichText({ html, lang, className }: { html: string; lang?: string; className?: string }) {
  const ready = useMemo(() => readyRichTextHtml(html), [html]);
  return (
    <div
      lang={lang}
      className={clsx('rich-text', styles.richText, className)}
      // Sanitized by the server (news.sanitize.ts) before it was stored.
      dangerouslySetInnerHTML={{ __html: ready }}
    />
  );
}
