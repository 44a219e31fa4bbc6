import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useRouter } from './context';
import { pathOf, resolvePath } from './location';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A real <a href> (it works before and without the app's code); a plain click on it navigates in
 * the app. A link to the page one is on replaces the history entry rather than adding one.
 */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  // Another site's address (a scheme, or "//host"): the browser's to follow, as written.
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(to))
    return <a {...rest} ref={ref} href={to} target={target} onClick={onClick} />;
  const path = resolvePath(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self') || rest.download !== undefined)
      return;
    event.preventDefault();
    navigate(path, { replace: replace ?? path === pathOf(location), state });
  };
  return <a {...rest} ref={ref} href={path} target={target} onClick={handleClick} />;
}

/** Navigates once rendered (a redirect inside the app). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const { navigate } = useRouter();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
