import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { shouldRetry } from './reads/read-policy';
import { onSessionChanged } from './session-events';

/**
 * TanStack Query, for the screens that load with MUI (the admin area, the member's page): their
 * optimistic edits, paged tables and mutations. Public pages read through lib/reads instead
 * (docs/decisions/040-own-read-cache.md), so this stays out of their first load.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// A new session shows nothing cached for whoever used this browser before.
onSessionChanged(() => queryClient.clear());

/** The TanStack Query client around a screen that uses it (the admin shell, the member's pages). */
export function QueryScope({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
