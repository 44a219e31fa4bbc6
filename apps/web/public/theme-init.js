/*
 * Runs synchronously in <head> before the first paint so a dark-mode visitor never sees a
 * light flash. The server writes it into each page, allowed by its hash in the CSP; the dev
 * server (and a shell served without the server) loads it as this file.
 * Mirrors MUI's colour-scheme logic; keep the keys and the attribute in step with
 * src/components/theme/color-scheme-config.ts (a test checks them).
 */
/* global window, document */
(function () {
  try {
    var known = ['light', 'dark'];
    var mode = localStorage.getItem('mui-mode') || 'system';
    if (mode === 'system') {
      mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    if (known.indexOf(mode) < 0) return;
    var scheme = localStorage.getItem('mui-color-scheme-' + mode) || mode;
    if (known.indexOf(scheme) < 0) scheme = mode;
    var root = document.documentElement;
    for (var i = 0; i < known.length; i++) root.removeAttribute('data-' + known[i]);
    root.setAttribute('data-' + scheme, '');
  } catch {
    // Storage blocked (privacy mode): the app sets the attribute once it starts.
  }
})();
