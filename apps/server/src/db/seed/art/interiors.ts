import { mix } from './color';
import { lerp, n, pts, type Canvas } from './canvas';

/** A room in one-point perspective: back wall, side walls, ceiling and a plank floor. */
function room(c: Canvas, wall: string, floor: string) {
  const { w, h, r, p } = c;
  const bw = w * (c.portrait ? 0.62 : r.range(0.44, 0.6));
  const bh = h * (c.portrait ? 0.42 : r.range(0.42, 0.52));
  const bx0 = (w - bw) / 2 + w * r.range(-0.1, 0.1);
  const by0 = h * (c.portrait ? 0.28 : r.range(0.16, 0.24));
  const back = { x0: bx0, y0: by0, x1: bx0 + bw, y1: by0 + bh };
  let out = `<polygon points="${pts([
    [0, 0],
    [w, 0],
    [back.x1, back.y0],
    [back.x0, back.y0],
  ])}" fill="${mix(wall, p.ink, 0.3)}"/>`;
  out += `<polygon points="${pts([
    [0, 0],
    [back.x0, back.y0],
    [back.x0, back.y1],
    [0, h],
  ])}" fill="${c.linear(
    [
      [0, mix(wall, p.ink, 0.22)],
      [1, mix(wall, p.ink, 0.05)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<polygon points="${pts([
    [w, 0],
    [back.x1, back.y0],
    [back.x1, back.y1],
    [w, h],
  ])}" fill="${c.linear(
    [
      [0, mix(wall, p.ink, 0.08)],
      [1, mix(wall, p.ink, 0.28)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<rect x="${n(back.x0)}" y="${n(back.y0)}" width="${n(bw)}" height="${n(bh)}" fill="${c.linear([
    [0, mix(wall, p.pale, 0.15)],
    [1, wall],
  ])}"/>`;
  out += `<polygon points="${pts([
    [0, h],
    [w, h],
    [back.x1, back.y1],
    [back.x0, back.y1],
  ])}" fill="${c.linear([
    [0, mix(floor, p.pale, 0.15)],
    [1, mix(floor, p.ink, 0.3)],
  ])}"/>`;
  const vx = (back.x0 + back.x1) / 2;
  for (let i = -12; i <= 12; i++) {
    const fx = lerp(back.x0, back.x1, (i + 12) / 24);
    out += `<line x1="${n(fx)}" y1="${n(back.y1)}" x2="${n(vx + (fx - vx) * (w / bw) * 1.6)}" y2="${n(h)}" stroke="${p.ink}" stroke-opacity="0.12" stroke-width="1.5"/>`;
  }
  return { out, back };
}

/** A small abstract painting in a frame's window: each one different. */
function painting(c: Canvas, x: number, y: number, pw: number, ph: number): string {
  const { r, p } = c;
  const colors = [p.light, p.accent, p.base, p.glow, p.leaf, p.pale];
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(pw)}" height="${n(ph)}" fill="${c.linear([
    [0, r.pick(colors)],
    [1, r.pick(colors)],
  ])}"/>`;
  const kind = r.int(0, 2);
  if (kind === 0)
    out += `<polygon points="${pts([
      [x, y + ph],
      [x + pw * r.range(0.2, 0.5), y + ph * r.range(0.4, 0.6)],
      [x + pw * r.range(0.6, 0.8), y + ph * r.range(0.55, 0.7)],
      [x + pw, y + ph * 0.5],
      [x + pw, y + ph],
    ])}" fill="${r.pick(colors)}" fill-opacity="0.85"/>`;
  else if (kind === 1)
    out += `<circle cx="${n(x + pw * r.range(0.3, 0.7))}" cy="${n(y + ph * r.range(0.3, 0.6))}" r="${n(Math.min(pw, ph) * r.range(0.15, 0.3))}" fill="${r.pick(colors)}" fill-opacity="0.9"/>`;
  else
    for (let i = 0; i < 3; i++)
      out += `<rect x="${n(x + pw * 0.1)}" y="${n(y + ph * (0.1 + i * 0.28))}" width="${n(pw * 0.8)}" height="${n(ph * 0.22)}" fill="${r.pick(colors)}" fill-opacity="0.8"/>`;
  return out;
}

/** A gallery: framed works on the walls under spotlights, a bench, a polished floor. */
export function gallery(c: Canvas): string {
  const { w, h, r, p } = c;
  const wall = mix(p.pale, p.light, r.range(0.1, 0.35));
  const { out: roomOut, back } = room(c, wall, mix(p.base, p.light, 0.3));
  let out = c.fill(p.base) + roomOut;
  const frame = r.chance(0.5) ? mix(p.glow, p.base, 0.4) : mix(p.ink, p.base, 0.2);
  const bw = back.x1 - back.x0;
  const bh = back.y1 - back.y0;
  const count = r.int(1, 3);
  for (let i = 0; i < count; i++) {
    const slot = bw / count;
    const fw = slot * r.range(0.45, 0.7);
    const fh = Math.min(bh * r.range(0.35, 0.55), fw * r.range(0.7, 1.4));
    const fx = back.x0 + slot * (i + 0.5) - fw / 2;
    const fy = back.y0 + bh * 0.42 - fh / 2;
    out += c.patch(fx + fw / 2, back.y0 + bh * 0.2, fw * 0.9, bh * 0.55, p.glow, 0.5, 8);
    out += c.shadow(fx + fw * 0.03, fy + fw * 0.05, fw, fh, c.s * 0.008);
    out += `<rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}" fill="${frame}"/>`;
    const m = fw * 0.07;
    out += painting(c, fx + m, fy + m, fw - 2 * m, fh - 2 * m);
  }
  // Works on the side walls, drawn in perspective.
  for (const left of [true, false]) {
    if (!r.chance(0.8)) continue;
    const edge = left ? back.x0 : back.x1;
    const outer = left ? 0 : w;
    const t1 = r.range(0.25, 0.45);
    const t2 = t1 + r.range(0.18, 0.28);
    const at = (t: number, f: number): [number, number] => {
      const x = lerp(outer, edge, t);
      const top = lerp(0, back.y0, t);
      const bottom = lerp(h, back.y1, t);
      return [x, lerp(top, bottom, f)];
    };
    out += `<polygon points="${pts([at(t1, 0.3), at(t2, 0.32), at(t2, 0.55), at(t1, 0.58)])}" fill="${frame}"/>`;
    out += `<polygon points="${pts([at(t1 + 0.015, 0.33), at(t2 - 0.015, 0.345), at(t2 - 0.015, 0.535), at(t1 + 0.015, 0.55)])}" fill="${c.linear(
      [
        [0, r.pick([p.light, p.accent, p.glow])],
        [1, r.pick([p.base, p.leaf, p.accent])],
      ],
    )}"/>`;
  }
  // A bench in the middle of the floor, with its soft shadow.
  if (r.chance(0.7)) {
    const cx = w * r.range(0.4, 0.6);
    const y = lerp(back.y1, h, 0.55);
    const bwid = w * 0.22;
    out += c.patch(cx, y + h * 0.01, bwid * 0.6, h * 0.03, p.ink, 0.5, 5);
    out += `<rect x="${n(cx - bwid / 2)}" y="${n(y - h * 0.035)}" width="${n(bwid)}" height="${n(h * 0.03)}" fill="${mix(p.ink, p.base, 0.3)}"/><rect x="${n(cx - bwid * 0.42)}" y="${n(y - h * 0.005)}" width="${n(bwid * 0.05)}" height="${n(h * 0.04)}" fill="${p.ink}"/><rect x="${n(cx + bwid * 0.37)}" y="${n(y - h * 0.005)}" width="${n(bwid * 0.05)}" height="${n(h * 0.04)}" fill="${p.ink}"/>`;
  }
  // Track lights along the ceiling.
  for (let i = 0; i < 5; i++) {
    const t = i / 5;
    out += `<rect x="${n(lerp(w * 0.3, back.x0 + (back.x1 - back.x0) * 0.3, t))}" y="${n(lerp(h * 0.03, back.y0 * 0.7, t))}" width="${n(lerp(w * 0.4, (back.x1 - back.x0) * 0.4, t))}" height="${n(lerp(h * 0.008, 2, t))}" fill="${p.glow}" fill-opacity="0.7"/>`;
  }
  return out + c.vignette(0.4);
}

/** A quiet hall lit through tall windows: beams of light, a pool of light, dust in the air. */
export function light(c: Canvas): string {
  const { w, h, r, p } = c;
  const wall = mix(p.base, p.ink, 0.35);
  const { out: roomOut, back } = room(c, wall, mix(p.base, p.ink, 0.2));
  let out = c.fill(p.ink) + roomOut;
  const windows = r.pick([1, 3]);
  const bw = back.x1 - back.x0;
  const cx = (back.x0 + back.x1) / 2;
  const floorY = lerp(back.y1, h, 0.55);
  for (let i = 0; i < windows; i++) {
    const ww = (bw / (windows + 1.5)) * (windows === 1 ? 0.9 : 0.7);
    const wx = back.x0 + (bw / windows) * (i + 0.5) - ww / 2;
    const wy = back.y0 + (back.y1 - back.y0) * 0.12;
    const wh = (back.y1 - back.y0) * 0.62;
    out += c.glow(wx + ww / 2, wy + wh * 0.4, ww * 2.2, p.glow, 0.5);
    out += `<path d="M${n(wx)} ${n(wy + wh)} V${n(wy + ww / 2)} A${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(wx + ww)} ${n(wy + ww / 2)} V${n(wy + wh)} Z" fill="${c.linear(
      [
        [0, '#ffffff'],
        [1, p.glow],
      ],
    )}"/>`;
    out += `<line x1="${n(wx + ww / 2)}" y1="${n(wy)}" x2="${n(wx + ww / 2)}" y2="${n(wy + wh)}" stroke="${wall}" stroke-width="${n(ww * 0.05)}"/>`;
    // The beam falls forward and down onto the floor.
    const spread = ww * r.range(1.6, 2.6);
    const land = cx + (wx + ww / 2 - cx) * 1.8;
    out += `<polygon points="${pts([
      [wx, wy + ww / 2],
      [wx + ww, wy + ww / 2],
      [land + spread / 2, floorY],
      [land - spread / 2, floorY],
    ])}" fill="${c.linear([
      [0, p.glow, 0.55],
      [1, p.glow, 0.05],
    ])}"/>`;
    out += c.patch(land, floorY, spread * 0.8, h * 0.05, p.glow, 0.5, 8);
  }
  // Rows of benches on both sides of an aisle, in perspective.
  for (let i = 0; i < r.int(3, 6); i++) {
    const t = Math.pow((i + 1) / 6, 1.3);
    const y = lerp(back.y1, h * 0.98, t);
    const thick = lerp(2, h * 0.025, t);
    const gap = lerp(bw * 0.08, w * 0.12, t);
    const reach = lerp(bw * 0.5, w * 0.55, t);
    for (const side of [-1, 1]) {
      const a = cx + side * gap;
      const b = cx + side * reach;
      out += `<rect x="${n(Math.min(a, b))}" y="${n(y - thick * 2)}" width="${n(Math.abs(b - a))}" height="${n(thick * 2)}" fill="${mix(p.ink, p.base, 0.35)}"/>`;
      out += `<rect x="${n(Math.min(a, b))}" y="${n(y - thick * 2)}" width="${n(Math.abs(b - a))}" height="${n(thick * 0.4)}" fill="${p.glow}" fill-opacity="0.25"/>`;
    }
  }
  // Dust glittering in the light.
  for (let i = 0; i < r.int(30, 60); i++)
    out += `<circle cx="${n(cx + (r() - 0.5) * bw * 1.4)}" cy="${n(lerp(back.y0, floorY, r()))}" r="${n(c.s * r.range(0.001, 0.004))}" fill="#fff" fill-opacity="${n(r.range(0.3, 0.8))}"/>`;
  return out + c.vignette(0.55);
}
