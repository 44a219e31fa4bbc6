import { use, useCallback, useMemo } from 'react';
import { RouteContext, useRouter } from './context';
import type { Location, NavigateFunction, NavigateOptions } from './location';
import type { Params } from './match';

export const useLocation = (): Location => useRouter().location;

export const useNavigate = (): NavigateFunction => useRouter().navigate;

/** The parameters of the routes matched down to the component's level (":id", "*"). */
export const useParams = (): Params => use(RouteContext).match?.params ?? {};

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The address's query, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(location.search)) : next);
      const query = value.toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [location.pathname, location.search, navigate],
  );
  return [params, setParams];
}
