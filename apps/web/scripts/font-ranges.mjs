// Shorter unicode-range lists for a face's slices (docs/decisions/028-faces-from-css.md): the
// packages slice CJK faces by how often a character is used, so each slice lists hundreds of
// scattered code points, and the Japanese face's stylesheet was 18 KB brotli of them in every
// Japanese page's first load. A browser checks a weight's slices last-declared first and fetches
// only the first slice whose range holds a character (Chromium's FontFallbackIterator skips a
// second pending slice for a character already loading). So a slice's range may also take in
// characters that a slice declared after it owns: that slice is asked first, and has the glyph.
// With the gaps between a slice's characters filled that way, a range is a few intervals.

/** @typedef {[number, number]} Interval */

/** Unicode blocks whose gaps (characters no slice has) a range may span, when the face has most of the block. */
const FILLABLE_BLOCKS = [
  [0x3400, 0x4dbf], // CJK Unified Ideographs Extension A
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0xac00, 0xd7a3], // Hangul Syllables
  [0xf900, 0xfaff], // CJK Compatibility Ideographs
  [0x20000, 0x2ffff], // CJK Extensions B–F, Compatibility Supplement
];

/** "U+4e00-4e05,U+4e07" → code points. */
function parseRange(text) {
  const points = [];
  for (const part of text.split(',')) {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(start, 16); point <= parseInt(end, 16); point++) points.push(point);
  }
  return points;
}

/** Code points (sorted) → "U+4e00-4e05,U+4e07". */
function formatRange(intervals) {
  const hex = (point) => point.toString(16);
  return intervals.map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)).join(',');
}

/**
 * One weight's slices, in the order they are declared: each slice's unicode-range, widened over
 * the characters of slices declared after it, and over characters no slice has inside the CJK
 * and Hangul blocks the face mostly covers (a page asking for one of those gets a slice that
 * lacks it, as before; text in such a block outside the face is rare). Never over a character
 * a slice declared before it owns: that would fetch a slice that lacks the glyph.
 * @param {string[]} ranges the slices' unicode-range values, in declaration order
 * @returns {string[]}
 */
export function widenRanges(ranges) {
  const owners = new Map();
  ranges.forEach((range, index) => {
    for (const point of parseRange(range)) owners.set(point, index);
  });
  const fillable = FILLABLE_BLOCKS.filter(([start, end]) => {
    let owned = 0;
    for (let point = start; point <= end; point++) if (owners.has(point)) owned++;
    return owned * 2 >= end - start + 1;
  });
  const mayFill = (point) => fillable.some(([start, end]) => point >= start && point <= end);
  /** Whether slice `index` may take in every character strictly between `from` and `to`. */
  const gapFits = (index, from, to) => {
    for (let point = from + 1; point < to; point++) {
      const owner = owners.get(point);
      if (owner === undefined ? !mayFill(point) : owner < index) return false;
    }
    return true;
  };
  return ranges.map((range, index) => {
    const points = [...new Set(parseRange(range))].sort((a, b) => a - b);
    /** @type {Interval[]} */
    const intervals = [];
    for (const point of points) {
      const last = intervals.at(-1);
      if (last && gapFits(index, last[1], point)) last[1] = point;
      else intervals.push([point, point]);
    }
    return formatRange(intervals);
  });
}
