const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Spec: page views are reported except on localhost and on admin paths. */
export function shouldTrack(hostname: string, pathname: string): boolean {
  if (LOCAL_HOSTS.has(hostname)) return false;
  return !(pathname === '/admin' || pathname.startsWith('/admin/'));
}
