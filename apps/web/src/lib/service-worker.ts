/**
 * An earlier version of the site registered a service worker; it would keep serving stale
 * files, so every start removes any registration (docs/spec/product-spec.md §4).
 */
export function unregisterServiceWorkers(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => {
      // Not allowed here (private mode, insecure origin): nothing to clean up then.
    });
}
