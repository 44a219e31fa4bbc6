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

/** A still life of the archive: an open book on a table under a warm lamp, other volumes beside it. */
export function book(c: Canvas): string {
  const { w, h, r, p } = c;
  const table = h * (c.portrait ? 0.58 : r.range(0.5, 0.6));
  let out = c.fill(
    c.linear([
      [0, mix(p.base, p.ink, 0.55)],
      [1, mix(p.base, p.ink, 0.2)],
    ]),
  );
  // Shelves in the dark behind.
  for (let row = 0; row < 3; row++) {
    const y = table * (0.22 + row * 0.26);
    out += `<rect x="0" y="${n(y)}" width="${w}" height="${n(h * 0.012)}" fill="${p.ink}" fill-opacity="0.5"/>`;
    let x = r.range(0, w * 0.05);
    while (x < w) {
      const bw = w * r.range(0.012, 0.03);
      const bh = table * r.range(0.13, 0.2);
      out += `<rect x="${n(x)}" y="${n(y - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${mix(r.pick([p.base, p.light, p.accent, p.leaf]), p.ink, 0.55)}"/>`;
      x += bw + w * r.range(0.001, 0.012);
    }
  }
  out += `<rect y="${n(table)}" width="${w}" height="${n(h - table)}" fill="${c.linear([
    [0, mix(p.base, p.glow, 0.25)],
    [1, mix(p.base, p.ink, 0.5)],
  ])}"/>`;
  out += `<rect y="${n(table)}" width="${w}" height="${n(h * 0.006)}" fill="${p.glow}" fill-opacity="0.5"/>`;
  // The open book with curved pages and lines of writing.
  const bx = w * r.range(0.38, 0.62);
  // The lamp stands beside the book, on the side away from the stack of books.
  const stackRight = bx < w / 2;
  const lampX = Math.min(
    w * 0.94,
    Math.max(w * 0.06, bx + (stackRight ? -1 : 1) * Math.min(w * 0.3, h * 0.45) * r.range(1.1, 1.35)),
  );
  out += c.glow(lampX, table * 0.6, c.s * 0.7, p.glow, 0.6);
  const by = lerp(table, h, c.portrait ? 0.4 : 0.45);
  const half = Math.min(w * 0.3, h * 0.45);
  const rise = half * 0.18;
  out += c.patch(bx, by + half * 0.08, half * 1.1, half * 0.16, '#000000', 0.5, 6);
  out += `<path d="M${n(bx - half * 1.03)} ${n(by + half * 0.04)} L${n(bx + half * 1.03)} ${n(by + half * 0.04)} L${n(bx + half)} ${n(by - half * 0.5)} L${n(bx - half)} ${n(by - half * 0.5)} Z" fill="${mix(p.base, p.ink, 0.4)}"/>`;
  const paper = mix('#f3ead8', p.glow, 0.2);
  for (const side of [-1, 1]) {
    const edge = bx + side * half;
    out += `<path d="M${n(bx)} ${n(by)} Q${n(bx + side * half * 0.5)} ${n(by - rise)} ${n(edge)} ${n(by - rise * 0.3)} L${n(edge)} ${n(by - half * 0.48 - rise * 0.3)} Q${n(bx + side * half * 0.5)} ${n(by - half * 0.48 - rise)} ${n(bx)} ${n(by - half * 0.48)} Z" fill="${c.linear(
      side < 0
        ? [
            [0, mix(paper, p.ink, 0.1)],
            [0.85, paper],
            [1, mix(paper, p.ink, 0.25)],
          ]
        : [
            [0, mix(paper, p.ink, 0.25)],
            [0.15, paper],
            [1, mix(paper, p.ink, 0.05)],
          ],
      0,
      0,
      1,
      0,
    )}"/>`;
    for (let l = 0; l < 9; l++) {
      const y = by - half * 0.42 + l * half * 0.042;
      const x0 = bx + side * half * 0.12;
      const x1 = bx + side * half * r.range(0.7, 0.88);
      out += `<path d="M${n(x0)} ${n(y - rise * 0.15)} Q${n((x0 + x1) / 2)} ${n(y - rise * 0.75)} ${n(x1)} ${n(y - rise * 0.5)}" stroke="${p.ink}" stroke-opacity="0.28" stroke-width="${n(half * 0.008)}" fill="none"/>`;
    }
  }
  // A stack of closed books and the lamp or candle that lights the table.
  const sx = stackRight ? w * r.range(0.72, 0.88) : w * r.range(0.12, 0.28);
  let sy = by - half * 0.1;
  for (let i = 0; i < r.int(2, 4); i++) {
    const sw = half * r.range(0.55, 0.75);
    const sh = half * r.range(0.08, 0.13);
    out += `<rect x="${n(sx - sw / 2 + r.range(-1, 1) * sw * 0.06)}" y="${n(sy - sh)}" width="${n(sw)}" height="${n(sh)}" rx="${n(sh * 0.15)}" fill="${mix(r.pick([p.base, p.accent, p.leaf, p.light]), p.ink, 0.3)}"/><rect x="${n(sx - sw / 2)}" y="${n(sy - sh * 0.55)}" width="${n(sw)}" height="${n(sh * 0.12)}" fill="${p.glow}" fill-opacity="0.5"/>`;
    sy -= sh;
  }
  const candle = lerp(table, by, 0.3);
  out += `<rect x="${n(lampX - c.s * 0.012)}" y="${n(candle - c.s * 0.12)}" width="${n(c.s * 0.024)}" height="${n(c.s * 0.12)}" fill="${mix('#f3ead8', p.glow, 0.3)}"/>`;
  out += c.glow(lampX, candle - c.s * 0.14, c.s * 0.12, p.glow, 1);
  out += `<ellipse cx="${n(lampX)}" cy="${n(candle - c.s * 0.145)}" rx="${n(c.s * 0.009)}" ry="${n(c.s * 0.022)}" fill="#fffbe8"/>`;
  return out + c.vignette(0.55);
}

/** A ceremony: a stage with drapes and flowers, guests seen from behind, light on the lectern. */
export function ceremony(c: Canvas): string {
  const { w, h, r, p } = c;
  const stageY = h * (c.portrait ? 0.56 : r.range(0.5, 0.58));
  let out = c.fill(mix(p.base, p.ink, 0.45));
  // Drapes: vertical folds in the venue colour.
  const folds = r.int(14, 24);
  for (let i = 0; i < folds; i++) {
    const x = (w / folds) * i;
    out += `<rect x="${n(x)}" y="0" width="${n(w / folds + 1)}" height="${n(stageY)}" fill="${c.linear(
      [
        [0, mix(p.base, p.ink, 0.35)],
        [0.5, mix(p.base, p.light, 0.25)],
        [1, mix(p.base, p.ink, 0.35)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
  }
  out += `<rect width="${w}" height="${n(h * 0.07)}" fill="${mix(p.light, p.base, 0.3)}"/>`;
  const cx = w * r.range(0.4, 0.6);
  out += c.glow(cx, stageY * 0.6, c.s * 0.55, p.glow, 0.65);
  // A hanging emblem (a ring or a star of light, no letters) or a pair of banners.
  const emblem = r.int(0, 2);
  const ey = stageY * 0.38;
  if (emblem === 0)
    out += `<circle cx="${n(cx)}" cy="${n(ey)}" r="${n(c.s * 0.07)}" fill="none" stroke="${p.glow}" stroke-width="${n(c.s * 0.01)}" stroke-opacity="0.85"/>`;
  else if (emblem === 1)
    out += `<polygon points="${pts(
      Array.from({ length: 16 }, (_, i): [number, number] => {
        const a = (i / 16) * Math.PI * 2;
        const rad = c.s * (i % 2 ? 0.03 : 0.08);
        return [cx + Math.cos(a) * rad, ey + Math.sin(a) * rad];
      }),
    )}" fill="${p.glow}" fill-opacity="0.85"/>`;
  for (const side of emblem === 2 ? [-1, 1] : r.chance(0.5) ? [-1, 1] : [])
    out += `<path d="M${n(cx + side * w * 0.16 - w * 0.035)} ${n(h * 0.07)} V${n(stageY * 0.72)} L${n(cx + side * w * 0.16)} ${n(stageY * 0.78)} L${n(cx + side * w * 0.16 + w * 0.035)} ${n(stageY * 0.72)} V${n(h * 0.07)} Z" fill="${mix(p.light, p.accent, 0.3)}"/>`;
  // The stage, the lectern and flowers on both sides.
  out += `<rect y="${n(stageY)}" width="${w}" height="${n(h * 0.06)}" fill="${c.linear([
    [0, mix(p.light, p.base, 0.2)],
    [1, mix(p.base, p.ink, 0.3)],
  ])}"/>`;
  out += `<polygon points="${pts([
    [cx - c.s * 0.05, stageY],
    [cx + c.s * 0.05, stageY],
    [cx + c.s * 0.04, stageY - c.s * 0.14],
    [cx - c.s * 0.04, stageY - c.s * 0.14],
  ])}" fill="${mix(p.base, p.ink, 0.5)}"/>`;
  const petals = [p.light, p.accent, '#f6efe9', p.glow, mix(p.accent, '#fff', 0.3)];
  for (const fx of [cx - w * r.range(0.22, 0.32), cx + w * r.range(0.22, 0.32)]) {
    const size = c.s * r.range(0.1, 0.15);
    out += `<polygon points="${pts([
      [fx - size * 0.25, stageY],
      [fx + size * 0.25, stageY],
      [fx + size * 0.18, stageY - size * 0.4],
      [fx - size * 0.18, stageY - size * 0.4],
    ])}" fill="${mix(p.glow, p.base, 0.4)}"/>`;
    for (let i = 0; i < r.int(14, 22); i++) {
      const a = r.range(Math.PI, Math.PI * 2);
      const d = size * Math.sqrt(r());
      out += `<circle cx="${n(fx + Math.cos(a) * d)}" cy="${n(stageY - size * 0.4 + Math.sin(a) * d * 0.8)}" r="${n(size * r.range(0.1, 0.17))}" fill="${r.pick(petals)}"/>`;
    }
    out += c.patch(fx, stageY - size * 0.6, size * 0.45, size * 0.45, p.leaf, 0.3, 5);
  }
  // The hall floor and the guests, row by row towards the viewer.
  out += `<rect y="${n(stageY + h * 0.06)}" width="${w}" height="${n(h)}" fill="${mix(p.base, p.ink, 0.55)}"/>`;
  const rows = r.int(3, 5);
  const aisle = r.chance(0.5);
  for (let row = 0; row < rows; row++) {
    const t = (row + 1) / rows;
    const y = lerp(stageY + h * 0.1, h * 1.02, t);
    const head = c.s * lerp(0.02, 0.06, t);
    const count = Math.round(w / (head * 3.2));
    for (let i = 0; i < count; i++) {
      if (r.chance(0.12) || (aisle && Math.abs((w / count) * (i + 0.5) - cx) < head * 2.5)) continue;
      const x = (w / count) * (i + 0.5) + r.range(-0.3, 0.3) * head;
      const tone = mix(p.ink, p.base, r.range(0, 0.25));
      out += `<path d="M${n(x - head * 1.5)} ${n(y + head * 2)} Q${n(x - head * 1.4)} ${n(y + head * 0.4)} ${n(x)} ${n(y + head * 0.5)} Q${n(x + head * 1.4)} ${n(y + head * 0.4)} ${n(x + head * 1.5)} ${n(y + head * 2)} Z" fill="${tone}"/><circle cx="${n(x)}" cy="${n(y - head * 0.25)}" r="${n(head * 0.75)}" fill="${tone}"/>`;
      out += `<path d="M${n(x - head * 0.6)} ${n(y - head * 0.6)} A${n(head * 0.75)} ${n(head * 0.75)} 0 0 1 ${n(x + head * 0.6)} ${n(y - head * 0.6)}" stroke="${p.glow}" stroke-opacity="0.35" stroke-width="${n(head * 0.12)}" fill="none"/>`;
    }
  }
  return out + c.vignette(0.5);
}
