import { mix } from './color';
import { lerp, n, pts, type Canvas } from './canvas';

/** A floor of tiles converging to (vx, vy), from y0 down to the bottom edge. */
function tiledFloor(c: Canvas, vx: number, vy: number, y0: number, tone: string): string {
  const { w, h, p } = c;
  let out = `<rect y="${n(y0)}" width="${w}" height="${n(h - y0)}" fill="${c.linear([
    [0, mix(tone, p.pale, 0.2)],
    [1, mix(tone, p.ink, 0.35)],
  ])}"/>`;
  const lines = 14;
  for (let i = -lines; i <= lines; i++) {
    const bx = vx + (i / lines) * w * 1.6;
    const t = (y0 - vy) / (h - vy);
    out += `<line x1="${n(lerp(vx, bx, t))}" y1="${n(y0)}" x2="${n(bx)}" y2="${n(h)}" stroke="${p.ink}" stroke-opacity="0.14" stroke-width="1.5"/>`;
  }
  for (let i = 1; i < 10; i++) {
    const y = lerp(y0, h, Math.pow(i / 10, 1.8));
    out += `<line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y)}" stroke="${p.ink}" stroke-opacity="0.12" stroke-width="${n(1 + i * 0.3)}"/>`;
  }
  return out;
}

/** A vaulted arcade seen down its length: ribs receding to a bright opening, light falling in from the side. */
export function arch(c: Canvas): string {
  const { w, h, r, p } = c;
  const vx = w * r.range(0.44, 0.56);
  const vy = h * (c.portrait ? 0.56 : r.range(0.52, 0.6));
  const pointed = r.chance(0.35);
  // The corridor in depth: at scale s (1 = the nearest rib), floor line, half width and pillar height.
  const half0 = w * (c.portrait ? 0.46 : r.range(0.3, 0.38));
  const pillar0 = (h - vy) * r.range(1.1, 1.5);
  const floorY = (s: number) => vy + (h - vy) * 1.04 * s;
  const hw = (s: number) => half0 * s;
  const springY = (s: number) => floorY(s) - pillar0 * s;
  const topY = (s: number) => springY(s) - hw(s) * (pointed ? 1.25 : 1);
  const opening = (s: number) => {
    const x0 = vx - hw(s);
    const x1 = vx + hw(s);
    const sp = springY(s);
    return pointed
      ? `M${n(x0)} ${n(floorY(s))} V${n(sp)} Q${n(x0)} ${n(topY(s) + hw(s) * 0.3)} ${n(vx)} ${n(topY(s))} Q${n(x1)} ${n(topY(s) + hw(s) * 0.3)} ${n(x1)} ${n(sp)} V${n(floorY(s))}`
      : `M${n(x0)} ${n(floorY(s))} V${n(sp)} A${n(hw(s))} ${n(hw(s))} 0 0 1 ${n(x1)} ${n(sp)} V${n(floorY(s))}`;
  };
  const count = r.int(5, 8);
  const step = r.range(0.7, 0.8);
  const far = Math.pow(step, count);
  const wall = mix(p.base, p.light, 0.3);
  const lightRight = r.chance(0.5);
  // The bright world beyond the far end.
  let out = c.fill(mix(p.base, p.ink, 0.5));
  out += `<rect x="${n(vx - hw(far))}" y="${n(topY(far))}" width="${n(hw(far) * 2)}" height="${n(floorY(far) - topY(far))}" fill="${c.linear(
    [
      [0, p.pale],
      [1, p.glow],
    ],
  )}"/>`;
  // Side walls and the vault, darker towards the viewer.
  const big = 1.8;
  for (const side of [-1, 1]) {
    const lit = side > 0 === lightRight;
    out += `<polygon points="${pts([
      [vx + side * hw(big), topY(big)],
      [vx + side * hw(far), topY(far)],
      [vx + side * hw(far), floorY(far)],
      [vx + side * hw(big), floorY(big)],
    ])}" fill="${c.linear(
      [
        [0, mix(wall, p.ink, lit ? 0.35 : 0.6)],
        [1, mix(wall, p.glow, lit ? 0.3 : 0.1)],
      ],
      side > 0 ? 1 : 0,
      0,
      side > 0 ? 0 : 1,
      0,
    )}"/>`;
  }
  out += `<polygon points="${pts([
    [vx - hw(big), topY(big)],
    [vx + hw(big), topY(big)],
    [vx + hw(far), topY(far)],
    [vx - hw(far), topY(far)],
  ])}" fill="${mix(wall, p.ink, 0.55)}"/>`;
  out += `<polygon points="${pts([
    [vx - hw(big), floorY(big)],
    [vx + hw(big), floorY(big)],
    [vx + hw(far), floorY(far)],
    [vx - hw(far), floorY(far)],
  ])}" fill="${c.linear([
    [0, mix(p.light, p.base, 0.4)],
    [1, mix(p.base, p.ink, 0.4)],
  ])}"/>`;
  for (let i = -6; i <= 6; i++)
    out += `<line x1="${n(vx + (i / 6) * hw(far))}" y1="${n(floorY(far))}" x2="${n(vx + (i / 6) * hw(big))}" y2="${n(floorY(big))}" stroke="${p.ink}" stroke-opacity="0.15" stroke-width="1.5"/>`;
  // Openings in the lit wall between the ribs, and the light they lay on the floor.
  const sideX = lightRight ? 1 : -1;
  for (let i = 0; i < count; i++) {
    const s1 = Math.pow(step, i) * 0.97;
    const s2 = Math.pow(step, i + 1) * 1.03;
    if (!r.chance(0.8)) continue;
    const y = (s: number, f: number) => lerp(floorY(s), springY(s), f);
    out += `<polygon points="${pts([
      [vx + sideX * hw(s1), y(s1, 0.15)],
      [vx + sideX * hw(s2), y(s2, 0.15)],
      [vx + sideX * hw(s2), y(s2, 0.85)],
      [vx + sideX * hw(s1), y(s1, 0.85)],
    ])}" fill="${mix(p.glow, p.pale, 0.4)}" fill-opacity="0.85"/>`;
    out += `<polygon points="${pts([
      [vx + sideX * hw(s1), floorY(s1)],
      [vx + sideX * hw(s2), floorY(s2)],
      [vx - sideX * hw(s2) * 0.2, floorY(s2)],
      [vx - sideX * hw(s1) * 0.1, floorY(s1)],
    ])}" fill="${p.glow}" fill-opacity="0.22"/>`;
  }
  // The ribs: far ones hazy with light, near ones dark, each lit along its inner edge.
  for (let i = count - 1; i >= 0; i--) {
    const sc = Math.pow(step, i);
    const k = i / Math.max(1, count - 1);
    const tone = mix(mix(wall, p.ink, 0.55 * (1 - k)), p.glow, 0.45 * k);
    const thick = hw(sc) * 0.16;
    out += `<path d="${opening(sc)}" fill="none" stroke="${tone}" stroke-width="${n(thick)}"/>`;
    out += `<path d="${opening(sc * 0.985)}" fill="none" stroke="${mix(tone, p.glow, 0.5)}" stroke-opacity="0.6" stroke-width="${n(thick * 0.2)}"/>`;
  }
  out += c.glow(vx, (topY(far) + floorY(far)) / 2, c.s * 0.3, p.glow, 0.5);
  return out + c.vignette(0.5);
}

/** A colonnade in perspective: shaded columns, their shadows on the floor and the sky beyond. */
export function columns(c: Canvas): string {
  const { w, h, r, p } = c;
  const fromLeft = r.chance(0.5);
  const vx = fromLeft ? w * r.range(0.72, 0.9) : w * r.range(0.1, 0.28);
  const vy = h * (c.portrait ? 0.58 : r.range(0.55, 0.65));
  let out = c.sky(mix(p.base, p.ink, 0.1), mix(p.pale, p.glow, 0.35), h);
  out += c.glow(vx, vy - h * 0.1, c.s * 0.6, p.glow, 0.7);
  out += tiledFloor(c, vx, vy, vy, mix(p.light, p.base, 0.3));
  const count = r.int(6, 10);
  const near = fromLeft ? w * 0.06 : w * 0.94;
  const stone = mix(p.pale, p.light, 0.3);
  const dark = mix(p.base, p.ink, 0.3);
  const shadeGrad = c.linear(
    fromLeft
      ? [
          [0, dark],
          [0.35, stone],
          [0.6, mix(stone, '#fff', 0.3)],
          [1, mix(dark, stone, 0.3)],
        ]
      : [
          [0, mix(dark, stone, 0.3)],
          [0.4, mix(stone, '#fff', 0.3)],
          [0.65, stone],
          [1, dark],
        ],
    0,
    0,
    1,
    0,
  );
  // The roof beam over the columns.
  const beamTopNear = -h * 0.02;
  const beamBottomNear = h * 0.12;
  out += `<polygon points="${pts([
    [fromLeft ? -w * 0.2 : w * 1.2, beamTopNear],
    [vx, vy - h * 0.02],
    [vx, vy],
    [fromLeft ? -w * 0.2 : w * 1.2, beamBottomNear],
  ])}" fill="${mix(stone, p.base, 0.25)}"/>`;
  const shadowSide = fromLeft ? 1 : -1;
  for (let i = count - 1; i >= 0; i--) {
    const t = 1 - Math.pow(0.72, i);
    const x = lerp(near, vx, t);
    const s = 1 - t;
    const top = lerp(beamBottomNear, vy, t);
    const bottom = lerp(h * 1.02, vy, t);
    const half = w * 0.045 * s * (c.portrait ? 1.5 : 1);
    if (half < 1) continue;
    // Long soft shadow across the floor.
    out += `<polygon points="${pts([
      [x - half, bottom],
      [x + half, bottom],
      [x + shadowSide * w * 0.5 * s + half, bottom + h * 0.06 * s],
      [x + shadowSide * w * 0.5 * s - half, bottom + h * 0.1 * s],
    ])}" fill="${p.ink}" fill-opacity="0.22"/>`;
    out += `<rect x="${n(x - half)}" y="${n(top)}" width="${n(half * 2)}" height="${n(bottom - top)}" fill="${shadeGrad}"/>`;
    // Capital and base.
    out += `<rect x="${n(x - half * 1.35)}" y="${n(top)}" width="${n(half * 2.7)}" height="${n(half * 0.6)}" fill="${stone}"/><rect x="${n(x - half * 1.3)}" y="${n(bottom - half * 0.5)}" width="${n(half * 2.6)}" height="${n(half * 0.5)}" fill="${mix(stone, p.base, 0.3)}"/>`;
    for (const f of [-0.5, 0, 0.5])
      out += `<line x1="${n(x + f * half)}" y1="${n(top + half * 0.6)}" x2="${n(x + f * half)}" y2="${n(bottom - half * 0.5)}" stroke="${p.ink}" stroke-opacity="0.12" stroke-width="${n(Math.max(1, half * 0.08))}"/>`;
  }
  return out + c.vignette(0.45);
}

/** The museum building from its forecourt: a facade with lit windows, a portico, steps and trees. */
export function hall(c: Canvas): string {
  const { w, h, r, p } = c;
  const ground = h * (c.portrait ? 0.72 : r.range(0.68, 0.76));
  const dusk = r.chance(0.5);
  let out = c.sky(
    dusk ? mix(p.ink, p.base, 0.4) : mix(p.base, p.pale, 0.2),
    mix(p.pale, p.glow, dusk ? 0.6 : 0.3),
    ground,
  );
  out += c.glow(w * r.range(0.1, 0.9), ground * 0.5, c.s * 0.5, p.glow, dusk ? 0.5 : 0.3);
  const bw = w * (c.portrait ? 0.86 : r.range(0.5, 0.7));
  const bx = (w - bw) / 2 + w * r.range(-0.08, 0.08);
  const floors = r.int(2, 3);
  const bh = h * (c.portrait ? 0.26 : r.range(0.3, 0.4));
  const by = ground - bh;
  const stone = mix(p.light, p.pale, 0.35);
  const shadow = mix(p.base, p.ink, 0.2);
  // A side wing in perspective.
  const depth = bw * r.range(0.12, 0.22);
  const right = r.chance(0.5);
  const edge = right ? bx + bw : bx;
  const dir = right ? 1 : -1;
  out += `<polygon points="${pts([
    [edge, by],
    [edge + dir * depth, by + bh * 0.12],
    [edge + dir * depth, ground - bh * 0.04],
    [edge, ground],
  ])}" fill="${mix(stone, shadow, 0.45)}"/>`;
  out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" fill="${c.linear(
    [
      [0, stone],
      [1, mix(stone, shadow, 0.25)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  out += `<rect x="${n(bx - bw * 0.02)}" y="${n(by - bh * 0.06)}" width="${n(bw * 1.04)}" height="${n(bh * 0.07)}" fill="${mix(stone, shadow, 0.35)}"/>`;
  // Windows, some lit.
  const cols = r.int(5, 9);
  const winW = (bw / cols) * 0.45;
  for (let f = 0; f < floors; f++) {
    const wy = by + bh * (0.12 + (f * 0.78) / floors);
    const wh = (bh * 0.6) / floors;
    for (let i = 0; i < cols; i++) {
      const wx = bx + (bw / cols) * (i + 0.5) - winW / 2;
      const lit = r.chance(dusk ? 0.6 : 0.25);
      out += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(winW)}" height="${n(wh)}" fill="${lit ? p.glow : mix(shadow, p.pale, 0.2)}" fill-opacity="${lit ? 0.95 : 0.8}"/>`;
    }
  }
  // Portico: pediment, columns and a glowing entrance.
  const pw = bw * r.range(0.32, 0.45);
  const px = bx + bw / 2;
  const ph = bh * 0.72;
  out += `<rect x="${n(px - pw / 2)}" y="${n(ground - ph)}" width="${n(pw)}" height="${n(ph)}" fill="${mix(shadow, p.ink, 0.2)}"/>`;
  out += c.glow(px, ground - ph * 0.3, pw * 0.5, p.glow, 0.9);
  out += `<rect x="${n(px - pw * 0.12)}" y="${n(ground - ph * 0.55)}" width="${n(pw * 0.24)}" height="${n(ph * 0.55)}" fill="${p.glow}" fill-opacity="0.85"/>`;
  const colCount = r.pick([4, 6]);
  for (let i = 0; i < colCount; i++) {
    const cx = px - pw / 2 + (pw / (colCount - 1)) * i;
    out += `<rect x="${n(cx - pw * 0.025)}" y="${n(ground - ph)}" width="${n(pw * 0.05)}" height="${n(ph)}" fill="${c.linear(
      [
        [0, mix(stone, shadow, 0.3)],
        [0.5, mix(stone, '#fff', 0.3)],
        [1, mix(stone, shadow, 0.4)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
  }
  out += `<polygon points="${pts([
    [px - pw * 0.58, ground - ph],
    [px + pw * 0.58, ground - ph],
    [px, ground - ph - pw * 0.22],
  ])}" fill="${stone}" stroke="${shadow}" stroke-opacity="0.3" stroke-width="${n(pw * 0.012)}"/>`;
  // Steps and the forecourt.
  out += `<rect y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="${c.linear([
    [0, mix(p.pale, p.base, 0.25)],
    [1, mix(p.base, p.ink, 0.35)],
  ])}"/>`;
  for (let i = 0; i < 4; i++)
    out += `<rect x="${n(px - pw * (0.62 + i * 0.06))}" y="${n(ground + i * h * 0.012)}" width="${n(pw * (1.24 + i * 0.12))}" height="${n(h * 0.012)}" fill="${mix(stone, shadow, i * 0.12)}"/>`;
  for (let i = -10; i <= 10; i++)
    out += `<line x1="${n(px + i * w * 0.02)}" y1="${n(ground + h * 0.05)}" x2="${n(px + i * w * 0.12)}" y2="${n(h)}" stroke="${p.ink}" stroke-opacity="0.1" stroke-width="1.5"/>`;
  // Trees flanking the building.
  const dark = mix(p.leaf, p.ink, 0.45);
  const lit = mix(p.leaf, p.glow, 0.4);
  for (let i = 0; i < r.int(2, 4); i++) {
    const side = i % 2 === 0 ? r.range(0, bx / w + 0.05) : r.range((bx + bw) / w - 0.05, 1);
    const size = c.s * r.range(0.25, 0.4);
    const x = w * side;
    const y = ground + h * r.range(0.02, 0.1);
    const flip = r.chance(0.5);
    // Never in front of the entrance.
    if (Math.abs(x - px) < pw * 0.6 + size * 0.35) continue;
    out += c.tree(x, y, size, dark, lit, flip);
  }
  return out + c.vignette(0.4);
}
