// The public pages' reads and writes (docs/decisions/040-own-read-cache.md).
export { ReadCache } from './read-cache';
export { ReadCacheProvider, useQueryClient } from './ReadCacheProvider';
export { keepPreviousData, queryOptions, useQuery } from './use-query';
export { useMutation } from './use-mutation';
export { embeddedQueryOptions, staticQueryOptions } from './read-policy';
