/** Colour arithmetic in HSL, so a picture's palette can shift with its seed and stay in the venue's hues. */
type Hsl = [h: number, s: number, l: number];

const clamp = (v: number, min = 0, max = 1) => Math.min(max, Math.max(min, v));

/** #rgb or #rrggbb as one number. */
const rgb = (hex: string) =>
  parseInt(hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1), 16);

function hexToHsl(hex: string): Hsl {
  const n = rgb(hex);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex([h, s, l]: Hsl): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((v) =>
      Math.round(clamp(v) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour moved in hue (degrees), saturation and lightness (both -1..1). */
export function shift(hex: string, dh: number, ds = 0, dl = 0): string {
  const [h, s, l] = hexToHsl(hex);
  return hslToHex([(h + dh + 360) % 360, clamp(s + ds), clamp(l + dl)]);
}

/** a and b mixed: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = rgb(a);
  const pb = rgb(b);
  const ch = (shiftBits: number) =>
    Math.round(((pa >> shiftBits) & 255) * (1 - t) + ((pb >> shiftBits) & 255) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

export const lightness = (hex: string) => hexToHsl(hex)[2];
