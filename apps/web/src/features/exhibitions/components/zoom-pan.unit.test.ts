import { describe, expect, it } from 'vitest';
import { clampView, MAX_SCALE, panBy, RESET, viewForKey, zoomBy } from './zoom-pan';

const box = { width: 800, height: 600 };

describe('zoom viewer view', () => {
  it('zooms in steps up to the maximum and back to the whole picture, never below', () => {
    let view = RESET;
    for (let i = 0; i < 10; i += 1) view = viewForKey('+', view, box) ?? view;
    expect(view.scale).toBe(MAX_SCALE);
    for (let i = 0; i < 10; i += 1) view = viewForKey('-', view, box) ?? view;
    expect(view).toEqual(RESET);
  });

  it('keeps the point under the pointer in place while zooming', () => {
    const origin = { x: 200, y: -100 };
    const view = zoomBy(RESET, 2, box, origin);
    // The picture point under the pointer: (origin - shift) / scale, the same before and after.
    expect((origin.x - view.x) / view.scale).toBeCloseTo(origin.x);
    expect((origin.y - view.y) / view.scale).toBeCloseTo(origin.y);
  });

  it('cannot pan the picture off its box, and not at all when it is not enlarged', () => {
    expect(panBy(RESET, 100, 100, box)).toEqual(RESET);
    const zoomed = zoomBy(RESET, 2, box);
    expect(panBy(zoomed, 10_000, -10_000, box)).toEqual({ scale: 2, x: 400, y: -300 });
    expect(clampView({ scale: 0.2, x: 5, y: 5 }, box)).toEqual(RESET);
  });

  it('moves the view with the arrow keys, resets with 0 and ignores other keys', () => {
    const zoomed = zoomBy(RESET, 3, box);
    const right = viewForKey('ArrowRight', zoomed, box);
    expect(right?.x).toBeLessThan(zoomed.x);
    expect(viewForKey('ArrowUp', zoomed, box)?.y).toBeGreaterThan(zoomed.y);
    expect(viewForKey('0', zoomed, box)).toEqual(RESET);
    expect(viewForKey('a', zoomed, box)).toBeNull();
  });
});
