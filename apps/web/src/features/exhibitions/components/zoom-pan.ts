/**
 * The zoom viewer's view: a scale and a shift (px) of the picture from the centre of its box.
 * Pure functions, so the keyboard, the wheel, dragging and pinching all obey the same limits.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
/** A point relative to the centre of the box (px). */
export interface Point {
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 5;
/** One press of a zoom button or key. */
export const ZOOM_STEP = 1.5;
/** One arrow-key press moves a tenth of the box. */
const PAN_STEP = 0.1;
export const RESET: View = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the scale in range and the enlarged picture over its box (no empty side shown). */
export function clampView(view: View, box: Size): View {
  const scale = clamp(view.scale, MIN_SCALE, MAX_SCALE);
  const maxX = (box.width * (scale - 1)) / 2;
  const maxY = (box.height * (scale - 1)) / 2;
  // `|| 0` turns -0 into 0, so a view at rest compares equal to RESET.
  return { scale, x: clamp(view.x, -maxX, maxX) || 0, y: clamp(view.y, -maxY, maxY) || 0 };
}

/** Zooms by a factor keeping the picture's point under `origin` (default: the centre) where it is. */
export function zoomBy(view: View, factor: number, box: Size, origin: Point = { x: 0, y: 0 }): View {
  const scale = clamp(view.scale * factor, MIN_SCALE, MAX_SCALE);
  const ratio = scale / view.scale;
  return clampView(
    { scale, x: origin.x - (origin.x - view.x) * ratio, y: origin.y - (origin.y - view.y) * ratio },
    box,
  );
}

export const panBy = (view: View, dx: number, dy: number, box: Size): View =>
  clampView({ ...view, x: view.x + dx, y: view.y + dy }, box);

/** What a key does in the viewer, or null for keys it leaves alone. */
export function viewForKey(key: string, view: View, box: Size): View | null {
  const stepX = box.width * PAN_STEP;
  const stepY = box.height * PAN_STEP;
  switch (key) {
    case '+':
    case '=':
      return zoomBy(view, ZOOM_STEP, box);
    case '-':
    case '_':
      return zoomBy(view, 1 / ZOOM_STEP, box);
    case '0':
      return RESET;
    // An arrow moves the view over the picture: the picture itself shifts the other way.
    case 'ArrowLeft':
      return panBy(view, stepX, 0, box);
    case 'ArrowRight':
      return panBy(view, -stepX, 0, box);
    case 'ArrowUp':
      return panBy(view, 0, stepY, box);
    case 'ArrowDown':
      return panBy(view, 0, -stepY, box);
    default:
      return null;
  }
}
