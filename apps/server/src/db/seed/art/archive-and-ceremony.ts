/** The archive's still life and the ceremony: the two indoor scenes that are not rooms of the venue. */
import { mix } from './color';
import { lerp, n, pts, type Canvas } from './canvas';

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
