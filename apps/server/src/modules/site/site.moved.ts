import { isIdParam } from '@atrium/shared/ids';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';

/**
 * Addresses the site had and no longer serves, and where each now is: the spec's members'
 * viewer of the epic series, /{lang}/epic?part={id}, is the episode's own page, and /{lang}/epic
 * the series' list (docs/decisions/033-one-frame.md). A bookmark or a shared link still arrives.
 * `rest`: the path after the language; `query`: the address's query, '?…' or ''. Null when the
 * address is not one of them. The query's other parameters (utm_source…) come along.
 */
export function movedAddress(lang: Language, rest: string, query: string): string | null {
  if (rest.replace(/\/+$/, '') !== 'epic') return null;
  const params = new URLSearchParams(query);
  const part = params.get('part');
  params.delete('part');
  const others = params.toString();
  const kept = others ? `?${others}` : '';
  return (part !== null && isIdParam(part) ? href(lang, 'eduEpic', { id: part }) : href(lang, 'eduEpics')) + kept;
}
