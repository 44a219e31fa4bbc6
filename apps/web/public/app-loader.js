/*
 * Starts the app's scripts on a page the server rendered, once its largest picture is on the
 * screen.
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
  // After the frame that shows the picture: a task queued from its animation frame. For
  // browsers that cannot say when a paint reached the screen.
  function afterFrame() {
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
  }
  // Once the browser reports that paint as shown: an animation frame runs before the frame is on
  // the screen, and scripts started there arrive while the picture is still being drawn.
  // Element timing (Chromium) reports the picture itself, whether or not it is the largest paint;
  // without a picture, the first paint.
  function whenPainted(type, isIt) {
    var observer = new window.PerformanceObserver(function (list) {
      if (!list.getEntries().some(isIt)) return;
      observer.disconnect();
      window.setTimeout(start, 0);
    });
    observer.observe({ type: type, buffered: true });
  }
  var hero = document.querySelector('img[fetchpriority="high"]');
  var reports = (window.PerformanceObserver && window.PerformanceObserver.supportedEntryTypes) || [];
  // A picture that failed, outside the screen or hidden at this width is not painted.
  function onScreen(image) {
    if (!image.naturalWidth) return false;
    var box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  }
  function afterPaint() {
    if (hero && reports.indexOf('element') >= 0 && onScreen(hero)) {
      whenPainted('element', function (entry) {
        return entry.element === hero;
      });
    } else if (!hero && reports.indexOf('paint') >= 0) {
      whenPainted('paint', function () {
        return true;
      });
    } else afterFrame();
  }
  // A form the app handles (it has no address of its own), submitted before the app has taken
  // it over, is held back: what was typed (a password) must not go into a page address. The
  // app submits it again once it has (lib/hydrate-later.tsx); its own handlers stop the rest.
  document.addEventListener('submit', function (event) {
    if (!event.target.hasAttribute('action') && !event.defaultPrevented) event.preventDefault();
  });
  if (!hero || hero.complete) afterPaint();
  else {
    hero.addEventListener('load', afterPaint);
    hero.addEventListener('error', afterFrame);
  }
  // A picture slow to come, or a tab in the background (no frames): the page waits no longer.
  window.setTimeout(start, 3000);
})();
