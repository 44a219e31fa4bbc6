import { useQueries } from '@tanstack/react-query';
import type { RelationField } from '@atrium/shared/content/fields';
import { contentItemQueryOptions } from '#web/features/admin/content/api/get-content-item';
import { useContentList } from '#web/features/admin/content/api/get-content-list';

interface RelationOption {
  /** What the relation stores: the item's id, or its slug (field.by). */
  value: string | number;
  label: string;
}

const slugOf = (data: Record<string, unknown> | null | undefined) =>
  typeof data?.slug === 'string' ? data.slug : undefined;

/**
 * The items a relation may point at, from GET /api/admin/content/{to}. A relation by slug reads
 * each item's slug from the list when the server sends it, else from the item itself.
 */
export function useRelationOptions(field: RelationField) {
  const list = useContentList(field.to);
  const bySlug = field.by === 'slug';
  const items = list.data?.items ?? [];
  const needDetails = bySlug && items.some((item) => item.slug === undefined && typeof item.id === 'number');
  const details = useQueries({
    queries: needDetails ? items.map((item) => contentItemQueryOptions(field.to, item.id)) : [],
  });
  const options: RelationOption[] = items.flatMap((item, i) => {
    if (!bySlug) return [{ value: item.id, label: item.title }];
    const detail = details[i]?.data;
    const slug =
      item.slug ?? (typeof item.id === 'string' ? item.id : (slugOf(detail?.draft) ?? slugOf(detail?.published)));
    return slug ? [{ value: slug, label: `${item.title} (${slug})` }] : [];
  });
  return {
    options,
    isPending: list.isPending || details.some((d) => d.isPending),
    error: list.error ?? details.find((d) => d.error)?.error ?? null,
  };
}
