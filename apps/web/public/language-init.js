/*
 * Runs in <head> before the first paint. The server sends `/` to the browser's language when no
 * choice is stored in a cookie, and marks that guess with a short-lived cookie. A choice kept
 * only in this browser's storage still wins (docs/spec/product-spec.md §2: stored beats browser, wherever it is stored):
 * the page is replaced by the same page in that language before anything shows, and the choice
 * is copied into the cookie so the server knows it next time. The server writes this into each
 * page, allowed by its hash in the CSP. Keep the names in step with packages/shared/src/languages.ts
 * (a test checks them).
 */
/* global window, document */
(function () {
  try {
    var guessed = 'i18nextGuessed';
    if (document.cookie.split('; ').indexOf(guessed + '=1') < 0) return;
    document.cookie = guessed + '=; path=/; max-age=0; SameSite=Lax';
    var stored = localStorage.getItem('i18nextLng');
    if (['ko', 'en', 'ja', 'es', 'fr'].indexOf(stored) < 0) return;
    document.cookie = 'i18nextLng=' + stored + '; path=/; max-age=31536000; SameSite=Lax';
    var parts = window.location.pathname.split('/');
    if (parts[1] === stored) return;
    parts[1] = stored;
    window.location.replace(parts.join('/') + window.location.search + window.location.hash);
  } catch {
    // Storage blocked (privacy mode): the guess stands.
  }
})();
