import { mix, shift, lightness } from './color';
import type { Random } from './random';

/** Numbers in the SVG with one decimal: smaller files, the same text on every machine. */
export const n = (v: number) => (Math.round(v * 10) / 10).toString();
export const pts = (points: Array<[number, number]>) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** The colours of one picture, derived from its two data colours and shifted a little by its seed. */
export interface Palette {
  /** Darkest tone: shadows, silhouettes. */
  ink: string;
  /** The first data colour (moved in hue): walls, far hills. */
  base: string;
  /** The second data colour: light, accents. */
  light: string;
  /** A pale tone for skies and lit surfaces. */
  pale: string;
  /** A warm glow for lamps and sunlight. */
  glow: string;
  /** A foliage green in the picture's light. */
  leaf: string;
  /** A second accent, opposite the light in hue. */
  accent: string;
}

export function paletteOf(colors: [string, string], r: Random): Palette {
  const dh = r.range(-16, 16);
  let [base, light] = colors.map((c) => shift(c, dh, r.range(-0.05, 0.08), r.range(-0.05, 0.05))) as [string, string];
  if (lightness(base) > lightness(light)) [base, light] = [light, base];
  return {
    ink: mix(shift(base, 0, 0.05, -0.2), '#0d0f14', 0.45),
    base,
    light,
    pale: mix(light, '#ffffff', 0.55),
    glow: mix(shift(light, r.range(-10, 10), 0.2, 0.1), '#fff6da', 0.5),
    leaf: mix(shift('#4e7d5b', dh * 0.5, 0, r.range(-0.08, 0.04)), base, 0.25),
    accent: shift(light, 160 + r.range(-40, 40), 0, -0.1),
  };
}

/** One picture being drawn: its size, seed, palette and the definitions (gradients, filters) it needs. */
export class Canvas {
  readonly defs: string[] = [];
  private ids = 0;
  readonly portrait: boolean;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly r: Random,
    readonly p: Palette,
  ) {
    this.portrait = h > w * 1.15;
  }

  /** Short side: sizes of details scale with it. */
  get s() {
    return Math.min(this.w, this.h);
  }

  private id(prefix: string) {
    return `${prefix}${++this.ids}`;
  }

  /** A linear gradient from stops [offset, colour, opacity?]; returns url(#id). */
  linear(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
        .map(([o, c, a = 1]) => `<stop offset="${n(o)}" stop-color="${c}" stop-opacity="${n(a)}"/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A soft light: a radial gradient fading to transparent (cairo draws these slowly: one or two a picture). */
  glow(cx: number, cy: number, radius: number, color: string, opacity = 0.8): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${n(opacity)}"/><stop offset="0.35" stop-color="${color}" stop-opacity="${n(opacity * 0.5)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="url(#${id})"/>`;
  }

  /** A small soft patch (a pool of light, a shadow): stacked ellipses, much cheaper than a gradient. */
  patch(cx: number, cy: number, rx: number, ry: number, color: string, opacity: number, steps = 6): string {
    const each = 1 - Math.pow(1 - Math.min(opacity, 0.98), 1 / steps);
    let out = `<g fill="${color}" fill-opacity="${each.toFixed(3)}">`;
    for (let i = 0; i < steps; i++) {
      const t = Math.pow(1 - i / steps, 0.8);
      out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * t)}" ry="${n(ry * t)}"/>`;
    }
    return `${out}</g>`;
  }

  /** A soft shadow under a rectangle: a few widening layers of dark. */
  shadow(x: number, y: number, w: number, h: number, spread: number, opacity = 0.35): string {
    const each = (opacity / 4).toFixed(3);
    return `<g fill="#000" fill-opacity="${each}">${[0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${n(x - spread * i * 0.5)}" y="${n(y - spread * i * 0.5)}" width="${n(w + spread * i)}" height="${n(h + spread * i)}" rx="${n(spread * i * 0.6)}"/>`,
      )
      .join('')}</g>`;
  }

  /** The whole frame filled. */
  fill(paint: string, opacity = 1): string {
    return `<rect width="${this.w}" height="${this.h}" fill="${paint}" fill-opacity="${n(opacity)}"/>`;
  }

  /** A sky from top to horizon. */
  sky(top: string, bottom: string, horizon: number): string {
    return `<rect width="${this.w}" height="${n(horizon + 2)}" fill="${this.linear([
      [0, top],
      [1, bottom],
    ])}"/>`;
  }

  /** A ridge line from sums of sines with seeded phases, closed to the bottom. */
  ridge(baseY: number, amp: number, paint: string, waves = 3, bottom = this.h): string {
    const { r, w } = this;
    const terms = Array.from({ length: waves }, (_, i) => ({
      // Measured against the long side, so portrait pictures get gentle slopes too.
      f: ((i + 1) * r.range(0.8, 1.6) * (Math.PI * 2)) / Math.max(w, this.h),
      ph: r.range(0, Math.PI * 2),
      a: amp / (i + 1),
    }));
    const steps = 48;
    const line: Array<[number, number]> = [];
    for (let i = 0; i <= steps; i++) {
      const x = (w * i) / steps;
      line.push([x, baseY - terms.reduce((y, t) => y + t.a * Math.sin(x * t.f + t.ph), 0)]);
    }
    return `<polygon points="${pts([...line, [w, bottom], [0, bottom]])}" fill="${paint}"/>`;
  }

  /** A broad-leaf tree standing at (x, y), lit from the light side. */
  tree(x: number, y: number, size: number, dark: string, lit: string, lightFromLeft: boolean): string {
    const { r } = this;
    const trunk = `<path d="M${n(x - size * 0.05)} ${n(y)} L${n(x - size * 0.025)} ${n(y - size * 0.55)} L${n(x + size * 0.025)} ${n(y - size * 0.55)} L${n(x + size * 0.05)} ${n(y)} Z" fill="${mix(dark, '#2a1e16', 0.5)}"/>`;
    const cy = y - size * 0.75;
    const blobs = Array.from({ length: r.int(8, 12) }, () => ({
      x: x + r.range(-0.34, 0.34) * size,
      y: cy + r.range(-0.3, 0.2) * size,
      rad: size * r.range(0.14, 0.24),
    }));
    const side = lightFromLeft ? -1 : 1;
    // Shadow mass, then leaves catching the light, then a few bright tips.
    const shade = blobs.map((b) => `<circle cx="${n(b.x)}" cy="${n(b.y)}" r="${n(b.rad)}" fill="${dark}"/>`).join('');
    const light = blobs
      .filter((b) => (b.x - x) * side > -size * 0.1 || b.y < cy - size * 0.1)
      .map(
        (b) =>
          `<circle cx="${n(b.x + side * b.rad * 0.3)}" cy="${n(b.y - b.rad * 0.3)}" r="${n(b.rad * 0.6)}" fill="${lit}" fill-opacity="0.45"/><circle cx="${n(b.x + side * b.rad * 0.45)}" cy="${n(b.y - b.rad * 0.45)}" r="${n(b.rad * 0.25)}" fill="${lit}" fill-opacity="0.5"/>`,
      )
      .join('');
    return trunk + shade + light;
  }

  /** A slender cypress or pine silhouette. */
  cypress(x: number, y: number, height: number, dark: string, lit: string): string {
    const wdt = height * 0.16;
    return `<path d="M${n(x)} ${n(y - height)} C${n(x + wdt)} ${n(y - height * 0.6)} ${n(x + wdt)} ${n(y - height * 0.15)} ${n(x)} ${n(y)} C${n(x - wdt)} ${n(y - height * 0.15)} ${n(x - wdt)} ${n(y - height * 0.6)} ${n(x)} ${n(y - height)} Z" fill="${dark}"/><path d="M${n(x)} ${n(y - height)} C${n(x - wdt * 0.9)} ${n(y - height * 0.6)} ${n(x - wdt * 0.8)} ${n(y - height * 0.2)} ${n(x - wdt * 0.1)} ${n(y - height * 0.05)} Z" fill="${lit}" fill-opacity="0.35"/>`;
  }

  /** Darkened edges, as a lens sees them (four edge gradients: cheaper than a radial one). */
  vignette(strength = 0.45): string {
    const band = (x1: number, y1: number, x2: number, y2: number) =>
      this.linear(
        [
          [0, '#000', strength * 0.7],
          [1, '#000', 0],
        ],
        x1,
        y1,
        x2,
        y2,
      );
    const { w, h } = this;
    const bw = n(w * 0.3);
    const bh = n(h * 0.3);
    return `<rect width="${bw}" height="${h}" fill="${band(0, 0, 1, 0)}"/><rect x="${n(w * 0.7)}" width="${bw}" height="${h}" fill="${band(1, 0, 0, 0)}"/><rect width="${w}" height="${bh}" fill="${band(0, 0, 0, 1)}"/><rect y="${n(h * 0.7)}" width="${w}" height="${bh}" fill="${band(0, 1, 0, 0)}"/>`;
  }
}
