import { FONT_FAMILIES, LEADING, READING_MEASURE, TYPE_VARS } from './tokens';

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
