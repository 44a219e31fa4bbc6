import type { Language } from './languages';

/**
 * The site's self-hosted faces (docs/decisions/028-faces-from-css.md): apps/web/scripts/copy-fonts.mjs
 * writes each one's stylesheet of @font-face rules into a folder named by its version, and lists
 * their addresses in FACE_SHEETS_FILE.
 */
export type Face = 'pretendard' | 'noto-sans-jp';

/**
 * The face each language's text is set in (the font stacks of apps/web/src/components/theme/tokens.ts):
 * Japanese in Noto Sans JP, the others in Pretendard. A page links this face's stylesheet only.
 */
export const FACE_OF_LANGUAGE: Record<Language, Face> = {
  ko: 'pretendard',
  en: 'pretendard',
  ja: 'noto-sans-jp',
  es: 'pretendard',
  fr: 'pretendard',
};

/** Face → the address of its stylesheet, in the web build (dist/) and under public/. */
export const FACE_SHEETS_FILE = 'fonts/faces.json';

export type FaceSheets = Partial<Record<Face, string>>;

/** The <link> of a face's stylesheet (the server's page head and the browser write the same one). */
export const FACE_SHEET_ATTRIBUTE = 'data-face';
