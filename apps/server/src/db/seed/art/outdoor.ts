import { mix } from './color';
import { lerp, n, pts, type Canvas } from './canvas';

/** Sky, sun and far hills shared by the outdoor scenes; returns the horizon's height too. */
function landscape(c: Canvas, horizonAt: number, hills: number) {
  const { w, h, r, p } = c;
  const horizon = h * horizonAt;
  const sunX = w * r.range(0.15, 0.85);
  const sunY = horizon * r.range(0.35, 0.8);
  let out = c.sky(mix(p.base, p.ink, 0.15), mix(p.pale, p.glow, 0.4), horizon);
  out += c.glow(sunX, sunY, c.s * r.range(0.35, 0.6), p.glow, 0.75);
  out += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(c.s * r.range(0.03, 0.06))}" fill="${mix(p.glow, '#ffffff', 0.6)}" fill-opacity="0.9"/>`;
  for (let i = 0; i < r.int(2, 4); i++) {
    const cy = horizon * r.range(0.15, 0.6);
    const cx = w * r.range(0, 1);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * r.range(0.12, 0.25))}" ry="${n(h * r.range(0.015, 0.035))}" fill="${p.pale}" fill-opacity="${n(r.range(0.25, 0.45))}"/>`;
  }
  for (let i = 0; i < hills; i++) {
    const t = (i + 1) / (hills + 1);
    const tone = mix(mix(p.base, p.leaf, 0.4 + t * 0.3), p.pale, 0.65 - t * 0.45);
    out += c.ridge(horizon - h * 0.06 * (1 - t) + h * 0.03 * i, c.s * r.range(0.04, 0.09) * (1 - t * 0.4), tone, 3);
  }
  return { out, horizon, sunX, sunY, lightFromLeft: sunX < w / 2 };
}

export function garden(c: Canvas): string {
  const { w, h, r, p } = c;
  const { out: land, horizon, lightFromLeft } = landscape(c, c.portrait ? 0.5 : r.range(0.42, 0.55), 2);
  let out = land;
  const lawn = mix(p.leaf, p.light, 0.25);
  out += `<rect y="${n(horizon + h * 0.04)}" width="${w}" height="${n(h - horizon)}" fill="${c.linear([
    [0, mix(lawn, p.pale, 0.3)],
    [1, mix(lawn, p.ink, 0.35)],
  ])}"/>`;
  // A winding path from the viewer to the far garden.
  const far = horizon + h * 0.06;
  const x0 = w * r.range(0.35, 0.65);
  const bend = w * r.range(-0.25, 0.25);
  out += `<path d="M${n(x0 - w * 0.01)} ${n(far)} C${n(x0 + bend)} ${n(lerp(far, h, 0.4))} ${n(x0 - bend - w * 0.12)} ${n(lerp(far, h, 0.7))} ${n(x0 - w * 0.22)} ${n(h)} L${n(x0 + w * 0.22)} ${n(h)} C${n(x0 - bend + w * 0.12)} ${n(lerp(far, h, 0.7))} ${n(x0 + bend + w * 0.02)} ${n(lerp(far, h, 0.4))} ${n(x0 + w * 0.01)} ${n(far)} Z" fill="${c.linear(
    [
      [0, p.pale, 0.8],
      [1, mix(p.light, p.pale, 0.4)],
    ],
  )}"/>`;
  // Rows of trees: far ones small and hazy, near ones large and lit.
  const rows = r.int(2, 3);
  for (let row = 0; row < rows; row++) {
    const t = (row + 1) / rows;
    const y = lerp(far + h * 0.02, h * (c.portrait ? 0.8 : 0.86), t * t);
    const size = c.s * lerp(0.12, c.portrait ? 0.32 : 0.42, t * t);
    const count = r.int(2, 5) - row;
    const dark = mix(mix(p.leaf, p.ink, 0.3 + t * 0.2), p.pale, 0.35 * (1 - t));
    const lit = mix(p.leaf, p.glow, 0.5);
    for (let i = 0; i < Math.max(1, count); i++) {
      const side = i % 2 === 0 ? r.range(0.02, 0.3) : r.range(0.7, 0.98);
      const x = w * side;
      out += r.chance(0.3)
        ? c.cypress(x, y, size * 1.3, dark, lit)
        : `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.45)}" ry="${n(size * 0.06)}" fill="${p.ink}" fill-opacity="0.2"/>${c.tree(x, y, size, dark, lit, lightFromLeft)}`;
    }
  }
  // Flowers in the foreground.
  const flowers = [p.light, p.accent, p.glow, '#f4efe6'];
  for (let i = 0; i < r.int(40, 90); i++) {
    const y = h * r.range(0.8, 1);
    const x = w * r.range(0, 1);
    if (Math.abs(x - x0) < w * 0.18) continue;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(c.s * r.range(0.004, 0.012) * (y / h))}" fill="${r.pick(flowers)}" fill-opacity="0.85"/>`;
  }
  return out + c.vignette(0.35);
}

export function path(c: Canvas): string {
  const { w, h, r, p } = c;
  const { out: land, horizon, lightFromLeft } = landscape(c, c.portrait ? 0.48 : r.range(0.4, 0.5), r.int(1, 3));
  let out = land;
  out += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${c.linear([
    [0, mix(p.leaf, p.pale, 0.35)],
    [1, mix(p.leaf, p.ink, 0.45)],
  ])}"/>`;
  const vx = w * r.range(0.4, 0.6);
  // Stone walkway in perspective, with its joints converging.
  out += `<polygon points="${pts([
    [vx - w * 0.01, horizon],
    [vx + w * 0.01, horizon],
    [w * 0.78, h],
    [w * 0.22, h],
  ])}" fill="${c.linear([
    [0, p.pale],
    [1, mix(p.base, p.pale, 0.45)],
  ])}"/>`;
  for (let i = 1; i < 14; i++) {
    const t = Math.pow(i / 14, 2.2);
    const y = lerp(horizon, h, t);
    const half = lerp(w * 0.01, w * 0.28, t);
    out += `<line x1="${n(vx - half)}" y1="${n(y)}" x2="${n(vx + half)}" y2="${n(y)}" stroke="${p.ink}" stroke-opacity="0.18" stroke-width="${n(1 + t * 3)}"/>`;
  }
  // An avenue: trees or lanterns on both sides, shrinking to the far end.
  const count = r.int(4, 7);
  const lanterns = r.chance(0.5);
  const dark = mix(p.leaf, p.ink, 0.45);
  const lit = mix(p.leaf, p.glow, 0.55);
  for (let i = count - 1; i >= 0; i--) {
    const t = Math.pow((i + 1) / count, 1.6);
    const y = lerp(horizon, h * 1.02, t);
    const size = c.s * lerp(0.05, c.portrait ? 0.55 : 0.75, t);
    for (const side of [-1, 1]) {
      const x = vx + side * lerp(w * 0.04, w * 0.48, t);
      out += `<ellipse cx="${n(x - (lightFromLeft ? -1 : 1) * size * 0.3)}" cy="${n(y)}" rx="${n(size * 0.4)}" ry="${n(size * 0.05)}" fill="${p.ink}" fill-opacity="0.25"/>`;
      out += c.tree(x, y, size, dark, lit, lightFromLeft);
      if (lanterns && i % 2 === 0) {
        const lx = vx + side * lerp(w * 0.02, w * 0.3, t);
        const lh = size * 0.5;
        out += `<rect x="${n(lx - lh * 0.03)}" y="${n(y - lh)}" width="${n(lh * 0.06)}" height="${n(lh)}" fill="${p.ink}"/>${c.glow(lx, y - lh, lh * 0.35, p.glow, 0.9)}<rect x="${n(lx - lh * 0.08)}" y="${n(y - lh * 1.12)}" width="${n(lh * 0.16)}" height="${n(lh * 0.18)}" fill="${p.glow}"/>`;
      }
    }
  }
  return out + c.vignette(0.4);
}

export function water(c: Canvas): string {
  const { w, h, r, p } = c;
  const horizon = h * (c.portrait ? r.range(0.46, 0.52) : r.range(0.45, 0.6));
  const sunX = w * r.range(0.2, 0.8);
  let out = c.sky(mix(p.base, p.ink, 0.2), mix(p.pale, p.glow, 0.5), horizon);
  out += c.glow(sunX, horizon * 0.75, c.s * 0.5, p.glow, 0.8);
  out += `<circle cx="${n(sunX)}" cy="${n(horizon * 0.75)}" r="${n(c.s * 0.05)}" fill="${mix(p.glow, '#fff', 0.6)}"/>`;
  // Distant mountains, and their reflection in the still water.
  const far = mix(p.base, p.pale, 0.5);
  const near = mix(p.base, p.ink, 0.25);
  const ridges = [
    c.ridge(horizon - h * 0.1, h * 0.07, far, 3, horizon),
    c.ridge(horizon - h * 0.04, h * 0.04, near, 4, horizon),
  ];
  out += ridges.join('');
  out += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${c.linear([
    [0, mix(p.pale, p.base, 0.3)],
    [1, mix(p.base, p.ink, 0.5)],
  ])}"/>`;
  out += `<g transform="translate(0 ${n(horizon * 2)}) scale(1 -1)" fill-opacity="0.35">${ridges.join('')}</g>`;
  // The sun's path on the water and the ripples.
  for (let i = 0; i < 26; i++) {
    const t = i / 26;
    const y = lerp(horizon + h * 0.01, h, Math.pow(t, 1.4));
    const half = c.s * lerp(0.02, 0.12, t) * r.range(0.5, 1.2);
    out += `<line x1="${n(sunX - half)}" y1="${n(y)}" x2="${n(sunX + half)}" y2="${n(y)}" stroke="${p.glow}" stroke-opacity="${n(0.7 - t * 0.4)}" stroke-width="${n(1 + t * 4)}" stroke-linecap="round"/>`;
  }
  for (let i = 0; i < r.int(16, 30); i++) {
    const y = lerp(horizon, h, Math.pow(r(), 1.3));
    const x = w * r();
    const len = w * r.range(0.03, 0.12) * ((y - horizon) / (h - horizon) + 0.3);
    out += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + len)}" y2="${n(y)}" stroke="${p.pale}" stroke-opacity="0.3" stroke-width="${n(1 + (3 * (y - horizon)) / h)}" stroke-linecap="round"/>`;
  }
  // A pavilion on the far shore, or reeds near the viewer.
  if (r.chance(0.55)) {
    const px = sunX > w / 2 ? w * r.range(0.12, 0.3) : w * r.range(0.7, 0.88);
    const pw = c.s * r.range(0.12, 0.2);
    const base = horizon + h * 0.005;
    const roof = `<path d="M${n(px - pw * 0.75)} ${n(base - pw * 0.55)} Q${n(px)} ${n(base - pw * 0.72)} ${n(px + pw * 0.75)} ${n(base - pw * 0.55)} L${n(px + pw * 0.45)} ${n(base - pw * 0.8)} L${n(px - pw * 0.45)} ${n(base - pw * 0.8)} Z" fill="${p.ink}"/>`;
    const posts = [-0.4, -0.13, 0.13, 0.4]
      .map(
        (f) =>
          `<rect x="${n(px + f * pw - pw * 0.025)}" y="${n(base - pw * 0.58)}" width="${n(pw * 0.05)}" height="${n(pw * 0.58)}" fill="${p.ink}"/>`,
      )
      .join('');
    const deck = `<rect x="${n(px - pw * 0.55)}" y="${n(base - pw * 0.06)}" width="${n(pw * 1.1)}" height="${n(pw * 0.06)}" fill="${p.ink}"/>`;
    out += roof + posts + deck;
    out += `<g transform="translate(0 ${n(base * 2)}) scale(1 -1)" fill-opacity="0.25">${roof}${posts}</g>`;
  } else {
    const left = r.chance(0.5);
    for (let i = 0; i < r.int(10, 18); i++) {
      const x = left ? w * r.range(0, 0.25) : w * r.range(0.75, 1);
      const y = h * r.range(0.94, 1.02);
      const len = h * r.range(0.1, 0.25);
      out += `<path d="M${n(x)} ${n(y)} Q${n(x + len * 0.1)} ${n(y - len * 0.6)} ${n(x + len * r.range(-0.2, 0.25))} ${n(y - len)}" stroke="${p.ink}" stroke-width="${n(c.s * 0.005)}" fill="none"/>`;
    }
  }
  return out + c.vignette(0.4);
}

export function mountain(c: Canvas): string {
  const { w, h, r, p } = c;
  const top = mix(p.base, p.ink, 0.1);
  const horizon = h * (c.portrait ? 0.55 : r.range(0.45, 0.6));
  let out = c.sky(top, mix(p.pale, p.glow, 0.35), h);
  const sunX = w * r.range(0.15, 0.85);
  const sunY = h * r.range(0.15, 0.3);
  out += c.glow(sunX, sunY, c.s * 0.45, p.glow, 0.7);
  out += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(c.s * r.range(0.035, 0.06))}" fill="${mix(p.glow, '#fff', 0.55)}"/>`;
  // Ink-wash ranges: far ones pale, near ones dark, with mist between them.
  const layers = r.int(4, 6);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const y = lerp(horizon - h * 0.12, h * 0.9, t);
    const tone = mix(mix(p.base, p.ink, t * 0.7), p.pale, 0.7 * (1 - t));
    out += c.ridge(y, c.s * lerp(0.2, 0.08, t) * (c.portrait ? 0.45 : 1), tone, 4);
    out += `<rect y="${n(y - h * 0.02)}" width="${w}" height="${n(h * 0.1)}" fill="${c.linear([
      [0, p.pale, 0],
      [0.5, p.pale, 0.3],
      [1, p.pale, 0],
    ])}"/>`;
    if (i === layers - 1)
      for (let k = 0; k < r.int(4, 9); k++) {
        const x = w * r();
        out += c.cypress(x, y + h * 0.08, h * r.range(0.08, 0.16), p.ink, mix(p.leaf, p.glow, 0.3));
      }
  }
  // A few birds far away.
  for (let i = 0; i < r.int(2, 6); i++) {
    const bx = sunX + w * r.range(-0.25, 0.25);
    const by = sunY + h * r.range(0.02, 0.15);
    const bs = c.s * r.range(0.008, 0.018);
    out += `<path d="M${n(bx - bs)} ${n(by)} Q${n(bx - bs / 2)} ${n(by - bs * 0.6)} ${n(bx)} ${n(by)} Q${n(bx + bs / 2)} ${n(by - bs * 0.6)} ${n(bx + bs)} ${n(by)}" stroke="${p.ink}" stroke-width="${n(bs * 0.25)}" fill="none"/>`;
  }
  return out + c.vignette(0.35);
}
