import { adminHref } from '@atrium/shared/routes';

/** An item's id in a path: a number, or a venue page's slug. */
export type ContentId = number | string;

/** Paths below /admin of the content pages (ADMIN_PAGES: content, content/:type, …/new, …/:id). */
const contentCoveragePath = () => 'content';
export const contentListPath = (type: string) => `content/${encodeURIComponent(type)}`;
const contentNewPath = (type: string) => `${contentListPath(type)}/new`;
export const contentEditorPath = (type: string, id: ContentId) =>
  `${contentListPath(type)}/${encodeURIComponent(String(id))}`;

/** The same as full hrefs (/admin/content/…), for links and navigate(). */
export const contentHref = {
  coverage: () => adminHref(contentCoveragePath()),
  list: (type: string) => adminHref(contentListPath(type)),
  create: (type: string) => adminHref(contentNewPath(type)),
  editor: (type: string, id: ContentId) => adminHref(contentEditorPath(type, id)),
};

/** The i18n key of a content type's name ('admin:content.types.main-slides'). */
export const contentTypeNameKey = (type: string) => `admin:content.types.${type}`;
