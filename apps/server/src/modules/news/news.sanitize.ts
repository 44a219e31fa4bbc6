import type sanitizeHtml from 'sanitize-html';
import { isRichTextLink } from '@atrium/shared/links';

/**
 * The allow-list article HTML passes through when saved: structure, links (the shared link rule:
 * https://, a path of the site, mailto:), pictures of the media library (/media/…) and tables; no
 * script, no event handler, no style, no other URL, whatever is posted.
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
  allowedSchemes: ['https', 'mailto'],
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
    // A link the rule refuses keeps its text only; links that open a new tab cannot reach back to the page.
    a: (tagName, attribs) => {
      if (attribs.href !== undefined && !isRichTextLink(attribs.href)) return { tagName: 'span', attribs: {} };
      return { tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
  },
  // Only the site's own pictures: the page's CSP (img-src 'self') would block any other.
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith('/media/'),
};

/**
 * Whether a picture's address names another site, read as a browser would (tabs and newlines
 * dropped, leading spaces ignored, `\` taken for `/`).
 */
const isForeignImage = (src: string): boolean =>
  /^(?:https?:|[\\/]{2})/i.test(src.replace(/[\t\n\r]/g, '').trimStart());

export interface SanitizedArticle {
  html: string;
  /** The pictures from other sites that were left out (refused on save, with a message). */
  foreignImages: string[];
}

/** The sanitizer loads with the first article saved, not at start. */
export async function sanitizeArticle(html: string): Promise<SanitizedArticle> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  const foreignImages: string[] = [];
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      // Seen before the allow-list drops the picture, so the editor can be told why it went.
      img: (tagName, attribs) => {
        if (isForeignImage(attribs.src ?? '')) foreignImages.push(attribs.src ?? '');
        return { tagName, attribs };
      },
    },
  });
  return { html: clean, foreignImages };
}

/** The cleaned HTML alone (demo content, whose pictures are all in the library). */
export const sanitizeArticleHtml = async (html: string): Promise<string> => (await sanitizeArticle(html)).html;
