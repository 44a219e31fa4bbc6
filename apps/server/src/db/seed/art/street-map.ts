import { mix } from './color';
import { n, type Canvas } from './canvas';

/**
 * A street map seen from above (the Visit page's map picture): city blocks, a wooded hill and a
 * stream, the main roads, a subway station and a bus stop, and the venue's pin in the middle.
 * No names: the page writes the stops out beside it.
 */
export function streetMap(c: Canvas): string {
  const { w, h, r, p } = c;
  const land = mix(p.pale, '#f4f1ea', 0.6);
  const block = mix(p.base, '#ffffff', 0.72);
  const road = '#ffffff';
  const water = mix('#8fb8d8', p.pale, 0.3);
  const park = mix(p.leaf, '#ffffff', 0.45);
  let out = `<rect width="${w}" height="${h}" fill="${land}"/>`;
  // The wooded hill behind the venue, and a stream along its foot.
  out += `<ellipse cx="${n(w * 0.32)}" cy="${n(h * 0.22)}" rx="${n(w * 0.34)}" ry="${n(h * 0.3)}" fill="${park}"/>`;
  out += `<path d="M0 ${n(h * 0.62)} C${n(w * 0.25)} ${n(h * 0.55)} ${n(w * 0.45)} ${n(h * 0.72)} ${n(w)} ${n(h * 0.66)}" stroke="${water}" stroke-width="${n(c.s * 0.035)}" fill="none"/>`;
  // Blocks in a loose grid, skipping the hill.
  const cols = 9;
  const rows = 6;
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const x = (w / cols) * i + w * 0.012;
      const y = (h / rows) * j + h * 0.02;
      const inHill = ((x - w * 0.32) / (w * 0.34)) ** 2 + ((y - h * 0.22) / (h * 0.3)) ** 2 < 1;
      if (inHill || r.chance(0.12)) continue;
      out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w / cols - w * 0.024)}" height="${n(h / rows - h * 0.04)}" rx="${n(c.s * 0.01)}" fill="${block}"/>`;
    }
  // The main roads: one across, one up to the venue, one on the slant.
  const wide = c.s * 0.03;
  out += `<path d="M0 ${n(h * 0.5)} H${w}" stroke="${road}" stroke-width="${n(wide)}"/>`;
  out += `<path d="M${n(w * 0.56)} ${h} V${n(h * 0.3)}" stroke="${road}" stroke-width="${n(wide * 0.8)}"/>`;
  out += `<path d="M${n(w * 0.7)} ${h} L${w} ${n(h * 0.2)}" stroke="${road}" stroke-width="${n(wide * 0.7)}"/>`;
  // A subway station (an orange ring, Seoul line 3's colour) and a bus stop.
  out += `<circle cx="${n(w * 0.82)}" cy="${n(h * 0.82)}" r="${n(c.s * 0.03)}" fill="#ffffff" stroke="#ef7c1c" stroke-width="${n(c.s * 0.012)}"/>`;
  out += `<rect x="${n(w * 0.6)}" y="${n(h * 0.46)}" width="${n(c.s * 0.035)}" height="${n(c.s * 0.035)}" rx="${n(c.s * 0.006)}" fill="#3d6fd6"/>`;
  // The venue's pin.
  const px = w * 0.5;
  const py = h * 0.4;
  const s = c.s * 0.08;
  out += `<ellipse cx="${n(px)}" cy="${n(py + s * 0.05)}" rx="${n(s * 0.3)}" ry="${n(s * 0.1)}" fill="${p.ink}" fill-opacity="0.25"/>`;
  out += `<path d="M${n(px)} ${n(py)} C${n(px - s * 0.2)} ${n(py - s * 0.45)} ${n(px - s * 0.45)} ${n(py - s * 0.6)} ${n(px - s * 0.45)} ${n(py - s * 0.9)} A${n(s * 0.45)} ${n(s * 0.45)} 0 1 1 ${n(px + s * 0.45)} ${n(py - s * 0.9)} C${n(px + s * 0.45)} ${n(py - s * 0.6)} ${n(px + s * 0.2)} ${n(py - s * 0.45)} ${n(px)} ${n(py)} Z" fill="#d64545"/>`;
  out += `<circle cx="${n(px)}" cy="${n(py - s * 0.9)}" r="${n(s * 0.17)}" fill="#ffffff"/>`;
  return out;
}
