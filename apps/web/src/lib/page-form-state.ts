import { useQueryClient } from '#web/lib/reads';
import { useEffect, useState } from 'react';
import { pageFormKey, type PageFormError } from '@atrium/shared/api/page-forms';
import type { PageId } from '@atrium/shared/routes';
import { ApiError } from './api/ApiError';

/**
 * What the server answered to this page's form, posted before the app took it over or with
 * JavaScript off (docs/spec/decisions.md §16), from the page's query data. Read once, by the
 * page as it hydrates: it shows what the server rendered, and a later visit starts afresh.
 */
export function usePageFormState<T>(page: PageId): T | undefined {
  const queryClient = useQueryClient();
  const [state] = useState(() => queryClient.getQueryData<T>(pageFormKey(page)));
  useEffect(() => {
    queryClient.removeQueries({ queryKey: pageFormKey(page), exact: true });
  }, [queryClient, page]);
  return state;
}

/** A refusal the server rendered, as the API client would have thrown it. */
export const servedError = (error: PageFormError | undefined): ApiError | undefined =>
  error && new ApiError(error.status, error);
