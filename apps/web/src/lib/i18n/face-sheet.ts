import { FACE_OF_LANGUAGE, FACE_SHEET_ATTRIBUTE, type FaceSheets } from '@atrium/shared/faces';
import type { Language } from '@atrium/shared/languages';

declare global {
  interface ImportMetaEnv {
    /** Face → its stylesheet's address (vite.config.ts reads scripts/copy-fonts.mjs's list); none in tests. */
    readonly ATRIUM_FACE_SHEETS?: FaceSheets;
  }
}

/**
 * Links the stylesheet of the face `lang`'s text is set in, unless the page has it already. The
 * server links the page language's (apps/server/src/modules/site/site.template.ts); a switch to
 * Japanese in the app, or a page of the dev server, needs it added here. A face once linked stays:
 * unlinking it would set text shown in it meanwhile in the fallback face again.
 */
export function linkFaceSheet(lang: Language, doc: Document = document): void {
  const face = FACE_OF_LANGUAGE[lang];
  const href = import.meta.env.ATRIUM_FACE_SHEETS?.[face];
  if (!href || doc.head.querySelector(`link[${FACE_SHEET_ATTRIBUTE}="${face}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(FACE_SHEET_ATTRIBUTE, face);
  doc.head.append(link);
}
