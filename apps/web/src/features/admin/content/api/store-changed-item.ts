import type { QueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@atrium/shared/api/content-admin';
import { contentAdminKeys } from './keys';

/**
 * After a change to an item, answered with the item as it now is: the detail is that answer;
 * its type's list, the coverage counts and its revisions are asked again.
 */
export const storeChangedItem = (queryClient: QueryClient, type: string, item: ContentItem) => {
  queryClient.setQueryData(contentAdminKeys.item(type, item.id), item);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentAdminKeys.list(type) }),
    queryClient.invalidateQueries({ queryKey: contentAdminKeys.coverage() }),
    queryClient.invalidateQueries({ queryKey: contentAdminKeys.revisions(type, item.id) }),
  ]);
};
