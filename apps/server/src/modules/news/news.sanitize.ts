import type sanitizeHtml from 'sanitize-html';

/**
 * The allow-list article HTML passes through when saved: structure, links, pictures and tables;
 * no script, no event handler, no style, no javascript:/data: URL, whatever is posted.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'hr',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  transformTags: {
    // Links that open a new tab cannot reach back to the page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https:\/\/|\/media\/)/.test(frame.attribs.src ?? ''),
};

/** The sanitizer loads with the first article saved, not at start. */
export async function sanitizeArticleHtml(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  // Site-relative pictures from the media library are allowed: they are given a scheme for the check, then restored.
  const marked = html.replace(/(<img[^>]*\ssrc=["'])\/media\//gi, '$1https://media.invalid/media/');
  return sanitizeHtml(marked, OPTIONS).replaceAll('https://media.invalid/media/', '/media/');
}
