/*
 * Runs in <head> before the first paint. The server sends `/` to the browser's language when no
 * choice is stored in a cookie, and marks that guess with a short-lived cookie. A choice kept
 * only in this browser's storage still wins (docs/spec/product-spec.md §2: stored beats browser, wherever it is stored):
 * the page is replaced by the same page in that language before anything shows, and the choice
 * is copied into the cookie so the server knows it next time. The server writes this into each
 * page, allowed by its hash in the CSP. Keep the names in step with packages/shared/src/languages.ts
 * (a test checks them).
 */
/* global window, document, NodeFilter, FontFace, MutationObserver */
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
 * fallback face, the slices its text needs (by face and weight) load and are added in one batch:
 * one relayout. Only those are registered: every registered slice makes each later layout of the
 * page's text slower (a Korean page laid out with all 184 of Pretendard's took 4× as long as with
 * the 20-odd it uses). Text that appears later (another page, a menu opening) is watched for, and
 * the slices it lacks follow in a batch of their own. A batch's steps (reading the index, finding
 * the slices, starting their loads a few at a time) each take a task of their own, so none holds
 * up the visitor's input for long on a phone.
 */
(function () {
  try {
    var FACES = { Pretendard: 'pretendard', 'Noto Sans JP': 'noto-sans-jp' };
    var weightOf = function (style) {
      // With regular and bold only, 500 takes 400 and 600 takes 700 (CSS font matching).
      return Number(style.fontWeight) > 500 ? 700 : 400;
    };
    var faceOf = function (style) {
      return FACES[style.fontFamily.split(',')[0].replace(/["']/g, '').trim()];
    };

    /**
     * The code points of the text in `roots` (elements or text nodes), by the face and weight
     * they are set in: face → weight → { codePoint: true }. Read a few milliseconds a task: a long
     * page's walk, a style read an element, is one long task on a phone otherwise.
     */
    var READ_MS = 8;
    function textIn(roots) {
      var used = {};
      // Each element's code points, by the face and weight it sets them in (read once an element).
      var pointsOf = new Map();
      var add = function (element, text) {
        var points = pointsOf.get(element);
        if (points === undefined) {
          var style = window.getComputedStyle(element);
          var face = faceOf(style);
          var weight = weightOf(style);
          points = face ? ((used[face] = used[face] || {})[weight] = used[face][weight] || {}) : null;
          pointsOf.set(element, points);
        }
        if (!points) return;
        for (var i = 0; i < text.length; i++) points[text.codePointAt(i)] = true;
      };
      var addText = function (node) {
        var element = node.parentElement;
        if (!element || !/\S/.test(node.nodeValue) || /^(SCRIPT|STYLE|NOSCRIPT)$/.test(element.nodeName)) return;
        add(element, node.nodeValue);
        // A select draws its options' labels in its own font, and is as wide as the widest.
        var select = element.closest('select');
        if (select) add(select, node.nodeValue);
      };
      // An element's texts without a node of their own: placeholders, what is typed into a field.
      var addFields = function (root) {
        var fields = root.querySelectorAll('input[placeholder], textarea[placeholder]');
        [root].concat(Array.prototype.slice.call(fields)).forEach(function (field) {
          if (field.placeholder) add(field, field.placeholder);
        });
        if (/^(INPUT|TEXTAREA)$/.test(root.nodeName) && root.value) add(root, root.value);
      };
      var queue = roots.slice();
      var walker = null;
      function turn() {
        var until = window.performance.now() + READ_MS;
        for (var count = 1; ; count++) {
          if (!walker) {
            var root = queue.shift();
            if (!root) return Promise.resolve(used);
            if (root.nodeType === 3) addText(root);
            if (root.nodeType !== 1 || !root.isConnected) continue;
            addFields(root);
            walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          }
          var node = walker.nextNode();
          if (node) addText(node);
          else walker = null;
          if (count % 32 === 0 && window.performance.now() > until) return nextTask().then(turn);
        }
      }
      return turn();
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

    /** The face as the device has it installed, under one of its names. */
    function localFace(data, weight) {
      var sources = data.local[weight].map(function (local) {
        return "local('" + local + "')";
      });
      return new FontFace(data.family, sources.join(', '), { weight: String(weight), display: 'swap' });
    }

    /** The face's slices, each a function giving its face in a weight, and every range by start. */
    function sliced(face, data) {
      // Every range of every slice, by start, for a binary search per character.
      var ranges = [];
      var slices = data.slices.map(function (slice, position) {
        var pairs = decode(slice[0]);
        for (var i = 0; i < pairs.length; i += 2) ranges.push([pairs[i], pairs[i + 1], position]);
        var faces = {};
        // Made when first wanted: a page uses a few dozen of Pretendard's 184 (making them all
        // cost 60 ms on a phone).
        return function (weight) {
          if (faces[weight]) return faces[weight];
          var css = [];
          for (var j = 0; j < pairs.length; j += 2)
            css.push('U+' + pairs[j].toString(16) + (pairs[j + 1] > pairs[j] ? '-' + pairs[j + 1].toString(16) : ''));
          var name = slice.length > 1 ? slice[1] : String(position);
          // The file alone: the probe found the face not installed, and a local() source costs
          // each slice a look through the device's fonts (a third of the batch's start on a phone).
          var source = 'url(/fonts/' + face + '/files/' + data.files[weight].replace('#', name) + ") format('woff2')";
          return (faces[weight] = new FontFace(data.family, source, {
            weight: String(weight),
            unicodeRange: css.join(','),
            display: 'swap',
          }));
        };
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
                var installed = { 400: probe, 700: localFace(data, 700) };
                var all = function (weight) {
                  return installed[weight];
                };
                return { slices: [all], ranges: [[0, 0x10ffff, 0]] };
              },
              function () {
                return sliced(face, data);
              },
            );
          });
      return indexes[face];
    }

    /** What follows in a task of its own: each step of a batch stays short on a slow phone. */
    function nextTask() {
      return new Promise(function (resolve) {
        window.setTimeout(resolve, 0);
      });
    }

    /** Starts the faces' loads a few to a task (a load's start costs a phone a few ms); all settled. */
    var LOADS_A_TASK = 6;
    function loadInTurns(faces, from) {
      var turn = faces.slice(from, from + LOADS_A_TASK).map(function (fontFace) {
        return fontFace.load().catch(function () {
          // A slice that fails keeps the fallback face for its characters.
        });
      });
      var rest =
        from + LOADS_A_TASK < faces.length
          ? nextTask().then(function () {
              return loadInTurns(faces, from + LOADS_A_TASK);
            })
          : null;
      return Promise.all(turn.concat(rest ? [rest] : []));
    }

    /**
     * Faces loaded by batches still running elsewhere wait here: overlapping batches (the first
     * one and the text hydration adds) swap the page's faces once, not in steps whose half-set
     * faces wrap lines one way and then back (a search page moved 0.27 while loading).
     */
    var batchesRunning = 0;
    var loadedFaces = [];
    function addWhenAllLoaded(faces) {
      loadedFaces = loadedFaces.concat(faces);
      batchesRunning -= 1;
      if (batchesRunning > 0) return;
      loadedFaces.splice(0).forEach(function (fontFace) {
        if (fontFace.status === 'loaded' && !document.fonts.has(fontFace)) document.fonts.add(fontFace);
      });
    }

    /** Loads the slices `used` needs and not loaded yet, and adds them with the other batches running. */
    function loadBatch(used) {
      batchesRunning += 1;
      return Promise.all(
        Object.keys(used).map(function (face) {
          return index(face)
            .then(function (found) {
              // The index was read in the task before: the search gets one of its own.
              return nextTask().then(function () {
                return found;
              });
            })
            .then(function (found) {
              var wanted = [];
              var checked = [];
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
                      var fontFace = found.slices[range[2]](weight);
                      // Not yet in the page's faces, loaded or not (the installed face's probe is
                      // loaded already); asked once a face.
                      if (checked.indexOf(fontFace) < 0) {
                        checked.push(fontFace);
                        if (!document.fonts.has(fontFace)) wanted.push(fontFace);
                      }
                      break;
                    }
                  }
                }
              });
              return nextTask()
                .then(function () {
                  return loadInTurns(wanted, 0);
                })
                .then(function () {
                  return wanted;
                });
            });
        }),
      ).then(
        function (loaded) {
          addWhenAllLoaded([].concat.apply([], loaded));
        },
        function (error) {
          addWhenAllLoaded([]);
          throw error;
        },
      );
    }

    /**
     * Text added, changed or typed after the first batch: its slices not loaded yet follow in a
     * batch, gathered until the browser is idle (a page the app renders arrives in many mutations).
     */
    function watch() {
      var added = [];
      function queue(node) {
        if (!added.length) idle(flush, { timeout: 300 });
        added.push(node);
      }
      new MutationObserver(function (records) {
        records.forEach(function (record) {
          if (record.type !== 'childList') queue(record.target);
          else for (var i = 0; i < record.addedNodes.length; i++) queue(record.addedNodes[i]);
        });
      }).observe(document.body, {
        childList: true,
        characterData: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['placeholder'],
      });
      // What is typed into a field.
      document.addEventListener(
        'input',
        function (event) {
          queue(event.target);
        },
        true,
      );
      function flush() {
        textIn(added.splice(0))
          .then(loadBatch)
          .catch(function () {
            // No fonts: the fallback faces stay.
          });
      }
    }

    var idle =
      window.requestIdleCallback ||
      function (callback) {
        return window.setTimeout(callback, 1);
      };
    function start() {
      window.requestAnimationFrame(function () {
        window.setTimeout(function () {
          // Watched from now: text the app adds while the first batch loads has its own.
          watch();
          textIn([document.body])
            .then(loadBatch)
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
