import { FONT_FAMILIES, LEADING, PRETENDARD_FALLBACK, READING_MEASURE, TYPE_VARS } from './tokens';

const LATIN = ':lang(en), :lang(es), :lang(fr)';

/**
 * Per-language typography as global styles. The theme's typography reads the face and the line
 * heights from custom properties, so every element takes those of its own language (an English
 * quote on a Japanese page included), MUI components too.
 */
export const typographyStyles = {
  ':root, :lang(ko)': {
    [TYPE_VARS.font]: FONT_FAMILIES.base,
    [TYPE_VARS.bodyLeading]: LEADING.cjk.body,
    [TYPE_VARS.headingLeading]: LEADING.cjk.heading,
  },
  [LATIN]: {
    [TYPE_VARS.font]: FONT_FAMILIES.base,
    [TYPE_VARS.bodyLeading]: LEADING.latin.body,
    [TYPE_VARS.headingLeading]: LEADING.latin.heading,
  },
  // Japanese glyph forms (kanji, punctuation) from a Japanese face, and Japanese line-breaking rules.
  ':lang(ja)': {
    [TYPE_VARS.font]: FONT_FAMILIES.ja,
    [TYPE_VARS.bodyLeading]: LEADING.cjk.body,
    [TYPE_VARS.headingLeading]: LEADING.cjk.heading,
    lineBreak: 'strict',
  },
  // Korean breaks between words (eojeol), not inside them; a word longer than the line still wraps.
  ':lang(ko)': { wordBreak: 'keep-all', overflowWrap: 'break-word' },
  body: { fontFamily: `var(${TYPE_VARS.font})` },
  // Rich text's (components/content/RichText) running text keeps a comfortable line length;
  // its pictures and tables may still use the whole column.
  '.rich-text > :is(p, ul, ol, blockquote, h2, h3, h4)': { maxWidth: READING_MEASURE },
};

/**
 * The installed Noto Sans CJK KR, sized to Pretendard's advance widths (measured on a Korean and
 * a Latin line: Pretendard is 95.2 % / 96.4 % as wide at 400, 94.5 % / 96.5 % at 700) and with
 * its ascent and descent (0.95 / 0.24 em; overrides are scaled by size-adjust too): the text laid
 * out before the slices arrive keeps its line breaks when they do, so nothing below it moves.
 */
export const fallbackFontFaces = () =>
  [
    { weight: 400, local: ['Noto Sans CJK KR', 'NotoSansCJKkr-Regular'], size: 95.5 },
    { weight: 700, local: ['Noto Sans CJK KR Bold', 'NotoSansCJKkr-Bold'], size: 95 },
  ].map(({ weight, local, size }) => ({
    '@font-face': {
      fontFamily: `"${PRETENDARD_FALLBACK}"`,
      fontWeight: weight,
      src: local.map((name) => `local("${name}")`).join(', '),
      sizeAdjust: `${size}%`,
      ascentOverride: `${((95 / size) * 100).toFixed(1)}%`,
      descentOverride: `${((24 / size) * 100).toFixed(1)}%`,
      lineGapOverride: '0%',
    },
  }));
