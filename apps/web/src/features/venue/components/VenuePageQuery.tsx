import type { ReactNode } from 'react';
import type { VenuePage, VenuePageSlug } from '@atrium/shared/api/content';
import { ErrorFallback } from '#web/components/errors/ErrorFallback';
import { InPreparation } from '#web/components/pages/InPreparation';
import { isApiError } from '#web/lib/api/ApiError';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useVenuePage } from '../api/get-venue-page';
import { VenuePageLoading } from './VenuePageLoading';

interface VenuePageQueryProps {
  slug: VenuePageSlug;
  children: (page: VenuePage) => ReactNode;
}

/**
 * Loads a venue page and renders it through `children`; while loading, a skeleton. These pages
 * always exist in the menu, so one whose text has not been written yet (404) is "in preparation"
 * rather than "not found".
 */
export function VenuePageQuery({ slug, children }: VenuePageQueryProps) {
  const lang = useLanguage();
  const page = useVenuePage(lang, slug);
  if (page.isPending) return <VenuePageLoading />;
  if (page.isError) {
    if (isApiError(page.error) && page.error.status === 404) return <InPreparation />;
    return <ErrorFallback error={page.error} onRetry={() => void page.refetch()} />;
  }
  return <>{children(page.data)}</>;
}
