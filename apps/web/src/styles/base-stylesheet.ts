/**
 * The document's base rules, once MUI's CssBaseline and the app's global styles (run-time emotion
 * at the root until docs/decisions/025-static-css-for-public-pages.md): box sizing, the body's
 * colours and type, per-language faces and line breaking, the reading measure, the focus ring,
 * reduced motion, the instant scheme switch and the metric-matched fallback face. Static text in
 * the stylesheet every page shares (scripts/site-stylesheet.mjs); the dev server serves it with
 * the tokens (vite.config.ts). Unlayered, as emotion's globals were: a module rule of higher
 * specificity still wins, and these win over the layered type classes.
 */
import { COLOR_SCHEMES, SWITCHING_ATTRIBUTE } from '../components/theme/color-scheme-config';
import {
  FONT_FAMILIES,
  FOCUS_RING,
  LEADING,
  PRETENDARD_FALLBACK,
  READING_MEASURE,
  TYPE_VARS,
} from '../components/theme/tokens';
import { colorVar } from './tokens-stylesheet';

const rule = (selector: string, declarations: Record<string, string | number>) =>
  `${selector} {\n${Object.entries(declarations)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')}\n}`;

const faceVars = (font: string, leading: { body: number; heading: number }) => ({
  [TYPE_VARS.font]: font,
  [TYPE_VARS.bodyLeading]: leading.body,
  [TYPE_VARS.headingLeading]: leading.heading,
});

/**
 * The installed Noto Sans CJK KR, sized to Pretendard's advance widths (measured on a Korean and
 * a Latin line: Pretendard is 95.2 % / 96.4 % as wide at 400, 94.5 % / 96.5 % at 700) and with
 * its ascent and descent (0.95 / 0.24 em; overrides are scaled by size-adjust too): the text laid
 * out before the slices arrive keeps its line breaks when they do, so nothing below it moves.
 */
const FALLBACK_FACES = [
  { weight: 400, local: ['Noto Sans CJK KR', 'NotoSansCJKkr-Regular'], size: 95.5 },
  { weight: 700, local: ['Noto Sans CJK KR Bold', 'NotoSansCJKkr-Bold'], size: 95 },
] as const;

const fallbackFaces = () =>
  FALLBACK_FACES.map(({ weight, local, size }) =>
    rule('@font-face', {
      'font-family': `"${PRETENDARD_FALLBACK}"`,
      'font-weight': weight,
      src: local.map((name) => `local("${name}")`).join(', '),
      'size-adjust': `${size}%`,
      'ascent-override': `${((95 / size) * 100).toFixed(1)}%`,
      'descent-override': `${((24 / size) * 100).toFixed(1)}%`,
      'line-gap-override': '0%',
    }),
  );

/** Every element and pseudo-element, under `scope` if given. */
const ALL = (scope = '') =>
  ['*', '*::before', '*::after'].map((part) => (scope ? `${scope} ${part}` : part)).join(', ');

/**
 * Paper: black on white, the page's content only. The navigation (the drawer, the top bar, the
 * footer's links, a page's own contents and previous/next), the skip link, the share bar and the controls (buttons with no picture in
 * them: carousel arrows, copy, add to calendar) go; a link in the content writes out where it
 * leads, a link to this site as its path (the paper's header gives the site).
 */
const printRules = () =>
  `@media print {\n${[
    rule('html, body', { 'background-color': '#fff !important', color: '#000 !important' }),
    rule(ALL(), {
      color: '#000 !important',
      'background-color': 'transparent !important',
      'box-shadow': 'none !important',
      'text-shadow': 'none !important',
    }),
    rule(
      '#root header:not(main header), #root nav, a[href="#main"], [data-share-bar], #root button:not(:has(img, picture))',
      { display: 'none !important' },
    ),
    rule('main a[href]:not([href^="#"], [href^="javascript:"]):not(:has(img, picture))::after', {
      content: '" (" attr(href) ")"',
      'font-size': '0.875em',
      'overflow-wrap': 'anywhere',
    }),
    rule('img, picture, figure, tr', { 'break-inside': 'avoid' }),
    rule('h1, h2, h3, h4', { 'break-after': 'avoid' }),
  ].join('\n')}\n}`;

export function baseStylesheet(): string {
  const background = `var(${colorVar('background')})`;
  return [
    rule('html', {
      '-webkit-font-smoothing': 'antialiased',
      '-moz-osx-font-smoothing': 'grayscale',
      'box-sizing': 'border-box',
      '-webkit-text-size-adjust': '100%',
    }),
    rule('*, *::before, *::after', { 'box-sizing': 'inherit' }),
    rule('strong, b', { 'font-weight': 700 }),
    rule('body', {
      margin: 0,
      color: `var(${colorVar('text')})`,
      'font-family': `var(${TYPE_VARS.font})`,
      'font-weight': 400,
      'font-size': '1rem',
      'line-height': `var(${TYPE_VARS.bodyLeading})`,
      'background-color': background,
    }),
    printRules(),
    rule('body::backdrop', { 'background-color': background }),
    // Form controls and scroll bars in the scheme's colours.
    ...COLOR_SCHEMES.map((scheme) => rule(`[data-${scheme}]`, { 'color-scheme': scheme })),
    // Each element takes the face and leading of its own language (an English quote on a Japanese page too).
    rule(':root, :lang(ko)', faceVars(FONT_FAMILIES.base, LEADING.cjk)),
    rule(':lang(en), :lang(es), :lang(fr)', faceVars(FONT_FAMILIES.base, LEADING.latin)),
    // Japanese glyph forms (kanji, punctuation) from a Japanese face, and Japanese line-breaking rules.
    rule(':lang(ja)', { ...faceVars(FONT_FAMILIES.ja, LEADING.cjk), 'line-break': 'strict' }),
    // Korean breaks between words (eojeol), not inside them; a word longer than the line still wraps.
    rule(':lang(ko)', { 'word-break': 'keep-all', 'overflow-wrap': 'break-word' }),
    // Japanese headings break between phrases (文節), not mid-word; browsers without auto-phrase
    // (Chromium 119+) keep their usual breaks.
    rule(':lang(ja) :is(h1, h2, h3, h4, h5, h6)', { 'word-break': 'auto-phrase' }),
    // Rich text's (components/content/RichText) running text keeps a comfortable line length;
    // its pictures and tables may still use the whole column.
    rule('.rich-text > :is(p, ul, ol, blockquote, h2, h3, h4)', { 'max-width': READING_MEASURE }),
    // A clearly visible keyboard focus everywhere, in both schemes (≥3:1 on every surface: tokens.ts).
    rule(':focus-visible', {
      outline: `${FOCUS_RING.width}px solid var(${colorVar('focusRing')})`,
      'outline-offset': `${FOCUS_RING.offset}px`,
    }),
    `@media (prefers-reduced-motion: reduce) {\n${rule(ALL(), {
      transition: 'none !important',
      animation: 'none !important',
      'scroll-behavior': 'auto !important',
    })}\n}`,
    // The whole page takes a new colour scheme at once (components/theme/color-mode.ts sets it).
    rule(ALL(`[${SWITCHING_ATTRIBUTE}]`), { transition: 'none !important' }),
    ...fallbackFaces(),
  ].join('\n');
}
