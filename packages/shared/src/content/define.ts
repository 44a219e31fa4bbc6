import type { Field } from './fields';

/**
 * A check across fields, as data (validate.ts applies it): the date `to` is not before `from`;
 * with `required`, `to` must be given; both are waived while the boolean field `unless` is on.
 */
export interface DateRangeRule {
  kind: 'dateRange';
  from: string;
  to: string;
  required?: boolean;
  unless?: string;
}
export type Rule = DateRangeRule;

/**
 * A content type, declared once: the admin's list and form, the /api/admin/content routes, drafts,
 * revisions, scheduling, validation and translation status all follow from it.
 */
export interface ContentType {
  type: string;
  /** One item only (visit-info, site): its id is 1. */
  singleton: boolean;
  /** Staff set the order (slides, spaces); lists show it. */
  ordered: boolean;
  /** Items keyed by a slug field rather than a number (venue pages). */
  keyedBy?: string;
  /** Staff can add and delete items; fixed sets (venue pages) are only edited. */
  creatable: boolean;
  fields: Record<string, Field>;
  /** The field lists, the audit log and the dashboard show as the item's title. */
  titleField: string;
  /**
   * The public page (relative to /{lang}) an item is previewed on; {id} and {slug} are filled in
   * from the item, or a map from the item's key to its page (venue pages).
   */
  previewPath: string | Record<string, string>;
  /** Checks across fields (an event's end date not before its start). */
  rules?: readonly Rule[];
}

export function defineType(
  declaration: Omit<ContentType, 'singleton' | 'ordered' | 'creatable'> &
    Partial<Pick<ContentType, 'singleton' | 'ordered' | 'creatable'>>,
): ContentType {
  const singleton = declaration.singleton ?? false;
  return {
    ordered: false,
    creatable: !singleton,
    ...declaration,
    singleton,
  };
}
