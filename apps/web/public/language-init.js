/*
 * Runs in <head> before the first paint. The server sends `/` to the browser's language when no
 * choice is stored in a cookie, and marks that guess with a short-lived cookie. A choice kept
 * only in this browser's storage still wins (docs/spec/product-spec.md §2: stored beats browser, wherever it is stored):
 * the page is replaced by the same page in that language before anything shows, and the choice
 * is copied into the cookie so the server knows it next time. The server writes this into each
 * page, allowed by its hash in the CSP. Keep the names in step with packages/shared/src/languages.ts
 * (a test checks them).
 */
/* global window, document, NodeFilter, FontFace */
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

/*
 * The faces (scripts/copy-fonts.mjs): unicode-range slices, listed in fonts/<face>/slices.json.
 * A stylesheet of @font-face rules would make the browser fetch every slice the whole page's
 * text falls in, and lay the page out again as each one arrives (two dozen relayouts on a Korean
 * page: the main thread's longest work on a phone). Instead, once the page has painted in the
 * fallback face: the slices of the first screen's text (by face and weight) load, and are added
 * in one batch: one relayout. Then, when the browser is idle, the rest of the page's slices,
 * again in one batch; the remaining slices are registered unloaded, for text that appears later.
 */
(function () {
  try {
    var FACES = { Pretendard: 'pretendard', 'Noto Sans JP': 'noto-sans-jp' };
    var pageFace = document.documentElement.lang === 'ja' ? 'noto-sans-jp' : 'pretendard';
    var weightOf = function (style) {
      // With regular and bold only, 500 takes 400 and 600 takes 700 (CSS font matching).
      return Number(style.fontWeight) > 500 ? 700 : 400;
    };
    var faceOf = function (style) {
      return FACES[style.fontFamily.split(',')[0].replace(/["']/g, '').trim()];
    };

    /** Code points in use: face → weight → { codePoint: true }; the first screen's only if `screenOnly`. */
    function textInUse(screenOnly) {
      var used = {};
      var styles = new Map();
      var add = function (element, text) {
        var style = styles.get(element);
        if (!style) styles.set(element, (style = window.getComputedStyle(element)));
        var face = faceOf(style);
        if (!face) return;
        var weight = weightOf(style);
        var points = ((used[face] = used[face] || {})[weight] = used[face][weight] || {});
        for (var i = 0; i < text.length; i++) points[text.codePointAt(i)] = true;
      };
      var onScreen = function (element) {
        var box = element.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      };
      var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (var node = walker.nextNode(); node; node = walker.nextNode()) {
        var element = node.parentElement;
        if (!element || !/\S/.test(node.nodeValue) || /^(SCRIPT|STYLE|NOSCRIPT)$/.test(element.nodeName)) continue;
        if (screenOnly && !onScreen(element)) continue;
        add(element, node.nodeValue);
      }
      document.querySelectorAll('input[placeholder], textarea[placeholder]').forEach(function (field) {
        if (!screenOnly || onScreen(field)) add(field, field.placeholder + field.value);
      });
      return used;
    }

    /** "hyq-f,…" (copy-fonts.mjs) → [start, end, start, end, …]. */
    function decode(encoded) {
      var pairs = [];
      var previous = 0;
      encoded.split(',').forEach(function (part) {
        var bounds = part.split('-');
        var start = previous + parseInt(bounds[0], 36);
        previous = bounds.length > 1 ? start + parseInt(bounds[1], 36) : start;
        pairs.push(start, previous);
      });
      return pairs;
    }

    /** The names the device may have the face installed under, as src entries. */
    function localSources(data, weight) {
      return data.local[weight].map(function (local) {
        return "local('" + local + "')";
      });
    }

    /** The face as the device has it installed. */
    function localFace(data, weight) {
      return new FontFace(data.family, localSources(data, weight).join(', '), {
        weight: String(weight),
        display: 'swap',
      });
    }

    /** The face's slices, each as a face per weight with its unicode range, and every range by start. */
    function sliced(face, data) {
      // Every range of every slice, by start, for a binary search per character.
      var ranges = [];
      var slices = data.slices.map(function (slice, position) {
        var pairs = decode(slice[0]);
        var css = [];
        for (var i = 0; i < pairs.length; i += 2) {
          ranges.push([pairs[i], pairs[i + 1], position]);
          css.push('U+' + pairs[i].toString(16) + (pairs[i + 1] > pairs[i] ? '-' + pairs[i + 1].toString(16) : ''));
        }
        var name = slice.length > 1 ? slice[1] : String(position);
        var faces = {};
        [400, 700].forEach(function (weight) {
          var sources = localSources(data, weight);
          sources.push('url(/fonts/' + face + '/files/' + data.files[weight].replace('#', name) + ") format('woff2')");
          faces[weight] = new FontFace(data.family, sources.join(', '), {
            weight: String(weight),
            unicodeRange: css.join(','),
            display: 'swap',
          });
        });
        return faces;
      });
      ranges.sort(function (a, b) {
        return a[0] - b[0];
      });
      return { slices: slices, ranges: ranges };
    }

    var indexes = {};
    function index(face) {
      indexes[face] =
        indexes[face] ||
        fetch('/fonts/' + face + '/slices.json')
          .then(function (response) {
            return response.json();
          })
          .then(function (data) {
            // A device with the face installed (Noto Sans CJK JP on Android and Linux) gets one
            // face per weight from it: no slices to fetch, and nothing else to register.
            var probe = localFace(data, 400);
            return probe.load().then(
              function () {
                return { slices: [{ 400: probe, 700: localFace(data, 700) }], ranges: [[0, 0x10ffff, 0]] };
              },
              function () {
                return sliced(face, data);
              },
            );
          });
      return indexes[face];
    }

    /** Loads the slices `used` needs (and, with `all`, registers every other one unloaded), adding them in one batch. */
    function loadBatch(used, all) {
      var faces = Object.keys(used);
      if (all && faces.indexOf(pageFace) < 0) faces.push(pageFace);
      return Promise.all(
        faces.map(function (face) {
          return index(face).then(function (found) {
            var wanted = [];
            [400, 700].forEach(function (weight) {
              var points = (used[face] && used[face][weight]) || {};
              for (var key in points) {
                var point = Number(key);
                var low = 0;
                var high = found.ranges.length - 1;
                while (low <= high) {
                  var middle = (low + high) >> 1;
                  var range = found.ranges[middle];
                  if (point < range[0]) high = middle - 1;
                  else if (point > range[1]) low = middle + 1;
                  else {
                    var fontFace = found.slices[range[2]][weight];
                    if (fontFace.status === 'unloaded' && wanted.indexOf(fontFace) < 0) wanted.push(fontFace);
                    break;
                  }
                }
              }
            });
            return Promise.all(
              wanted.map(function (fontFace) {
                return fontFace.load().catch(function () {
                  // A slice that fails keeps the fallback face for its characters.
                });
              }),
            ).then(function () {
              return { slices: found.slices, wanted: wanted };
            });
          });
        }),
      ).then(function (loaded) {
        loaded.forEach(function (face) {
          face.slices.forEach(function (faces) {
            [400, 700].forEach(function (weight) {
              var fontFace = faces[weight];
              if (!document.fonts.has(fontFace) && (all || face.wanted.indexOf(fontFace) >= 0))
                document.fonts.add(fontFace);
            });
          });
        });
      });
    }

    var idle =
      window.requestIdleCallback ||
      function (callback) {
        return window.setTimeout(callback, 1);
      };
    function start() {
      window.requestAnimationFrame(function () {
        window.setTimeout(function () {
          loadBatch(textInUse(true), false)
            .then(function () {
              return new Promise(function (done) {
                idle(done, { timeout: 5000 });
              });
            })
            .then(function () {
              return loadBatch(textInUse(false), true);
            })
            .catch(function () {
              // No fonts: the fallback faces stay.
            });
        }, 0);
      });
    }
    if (!window.FontFace || !document.fonts) return;
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  } catch {
    // No document (tests).
  }
})();
