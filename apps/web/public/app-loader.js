/*
 * Starts the app's scripts on a page the server rendered, once its largest picture has painted.
 * The page is readable and its links work without them; fetched alongside, they would share
 * the bandwidth with that picture and their start-up would hold back its paint.
 * Inlined by the server at the end of <body> (allowed by its hash in the CSP): data-entry is
 * the app's entry module, data-preload the modules it and the page import.
 */
/* global window, document */
(function () {
  var loader = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var urls = (loader.getAttribute('data-preload') || '').split(' ');
    // Added to the document at once: one insertion, not one per module.
    var batch = document.createDocumentFragment();
    for (var i = 0; i < urls.length; i++) {
      if (!urls[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = urls[i];
      batch.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = loader.getAttribute('data-entry');
    batch.appendChild(script);
    document.head.appendChild(batch);
  }
  // After the frame that shows the picture: a task queued from its animation frame.
  function afterPaint() {
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
  }
  // A form the app handles (it has no address of its own), submitted before the app has taken
  // it over, is held back: what was typed (a password) must not go into a page address. The
  // app submits it again once it has (lib/hydrate-later.tsx); its own handlers stop the rest.
  document.addEventListener('submit', function (event) {
    if (!event.target.hasAttribute('action') && !event.defaultPrevented) event.preventDefault();
  });
  var hero = document.querySelector('img[fetchpriority="high"]');
  if (!hero || hero.complete) afterPaint();
  else {
    hero.addEventListener('load', afterPaint);
    hero.addEventListener('error', afterPaint);
  }
  // A picture slow to come, or a tab in the background (no frames): the page waits no longer.
  window.setTimeout(start, 3000);
})();
