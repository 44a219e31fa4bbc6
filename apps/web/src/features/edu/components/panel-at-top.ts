/**
 * Which panel the reader is at: the last one whose top edge has passed the reading line
 * (`line` px below the top of the window). Panels are in order, so their tops rise with the index.
 */
export function panelAtTop(tops: readonly number[], line: number): number {
  let index = 0;
  tops.forEach((top, i) => {
    if (top <= line) index = i;
  });
  return index;
}
