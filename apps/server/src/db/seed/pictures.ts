import type { Motif, PictureSeed } from './content/types';
import type { PictureSpec } from './data-placeholders';

const loadSharp = async () => (await import('sharp')).default;

/** Simple scenes in the venue's style, drawn as SVG (no text, so any machine renders them alike). */
function scene(motif: Motif, w: number, h: number): string {
  const ground = `<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#000" opacity="0.18"/>`;
  const sun = `<circle cx="${w * 0.78}" cy="${h * 0.28}" r="${Math.min(w, h) * 0.12}" fill="#fff" opacity="0.35"/>`;
  switch (motif) {
    case 'arch':
      return `${sun}${ground}<path d="M${w * 0.3} ${h * 0.8} V${h * 0.45} a${w * 0.2} ${w * 0.2} 0 0 1 ${w * 0.4} 0 V${h * 0.8}" fill="none" stroke="#fff" stroke-width="${w * 0.03}" opacity="0.8"/>`;
    case 'columns':
      return `${ground}${[0.2, 0.35, 0.5, 0.65, 0.8]
        .map(
          (x) =>
            `<rect x="${w * x - w * 0.025}" y="${h * 0.3}" width="${w * 0.05}" height="${h * 0.5}" fill="#fff" opacity="0.7"/>`,
        )
        .join(
          '',
        )}<rect x="${w * 0.12}" y="${h * 0.24}" width="${w * 0.76}" height="${h * 0.06}" fill="#fff" opacity="0.8"/>`;
    case 'garden':
      return `${sun}${ground}${[0.15, 0.32, 0.55, 0.72, 0.88]
        .map(
          (x, i) =>
            `<circle cx="${w * x}" cy="${h * (0.62 - (i % 2) * 0.06)}" r="${h * 0.14}" fill="#fff" opacity="0.3"/>`,
        )
        .join('')}`;
    case 'light':
      return `${[0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<polygon points="${w * 0.5},0 ${w * (0.2 + i * 0.15)},${h} ${w * (0.26 + i * 0.15)},${h}" fill="#fff" opacity="0.12"/>`,
        )
        .join('')}<circle cx="${w * 0.5}" cy="${h * 0.1}" r="${h * 0.08}" fill="#fff" opacity="0.6"/>`;
    case 'book':
      return `${ground}<path d="M${w * 0.5} ${h * 0.72} Q${w * 0.32} ${h * 0.62} ${w * 0.2} ${h * 0.68} V${h * 0.3} Q${w * 0.32} ${h * 0.24} ${w * 0.5} ${h * 0.34} Q${w * 0.68} ${h * 0.24} ${w * 0.8} ${h * 0.3} V${h * 0.68} Q${w * 0.68} ${h * 0.62} ${w * 0.5} ${h * 0.72} Z" fill="#fff" opacity="0.75"/>`;
    case 'hall':
      return `${ground}<polygon points="${w * 0.2},${h * 0.4} ${w * 0.5},${h * 0.18} ${w * 0.8},${h * 0.4}" fill="#fff" opacity="0.8"/><rect x="${w * 0.24}" y="${h * 0.42}" width="${w * 0.52}" height="${h * 0.38}" fill="#fff" opacity="0.55"/><rect x="${w * 0.46}" y="${h * 0.58}" width="${w * 0.08}" height="${h * 0.22}" fill="#000" opacity="0.3"/>`;
    case 'gallery':
      return `${ground}${[0.18, 0.42, 0.66]
        .map(
          (x) =>
            `<rect x="${w * x}" y="${h * 0.3}" width="${w * 0.16}" height="${h * 0.3}" fill="#fff" opacity="0.7" stroke="#000" stroke-opacity="0.2" stroke-width="${w * 0.01}"/>`,
        )
        .join('')}`;
    case 'path':
      return `${sun}<polygon points="${w * 0.42},${h} ${w * 0.58},${h} ${w * 0.52},${h * 0.45} ${w * 0.48},${h * 0.45}" fill="#fff" opacity="0.5"/>${ground}`;
    case 'water':
      return `${sun}${[0.6, 0.7, 0.8, 0.9]
        .map(
          (y) =>
            `<path d="M0 ${h * y} Q${w * 0.25} ${h * (y - 0.04)} ${w * 0.5} ${h * y} T${w} ${h * y}" fill="none" stroke="#fff" stroke-width="${h * 0.012}" opacity="0.5"/>`,
        )
        .join('')}`;
    case 'mountain':
      return `${sun}<polygon points="0,${h * 0.85} ${w * 0.3},${h * 0.35} ${w * 0.55},${h * 0.85}" fill="#fff" opacity="0.35"/><polygon points="${w * 0.35},${h * 0.85} ${w * 0.68},${h * 0.28} ${w},${h * 0.85}" fill="#fff" opacity="0.5"/>${ground}`;
  }
}

/** Draws a picture as a JPEG of its size. */
export async function drawPicture(p: PictureSeed): Promise<Buffer> {
  const [from, to] = p.colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}" height="${p.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${scene(p.motif, p.width, p.height)}</svg>`;
  return (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 82, progressive: true }).toBuffer();
}

/** A wordmark logo for a family site: its abbreviation on a rounded badge. */
export async function drawLogo(abbr: string, color: string): Promise<Buffer> {
  const width = 80 + abbr.length * 34;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="90">
<rect x="2" y="2" width="${width - 4}" height="86" rx="18" fill="${color}"/>
<text x="${width / 2}" y="60" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${abbr}</text></svg>`;
  return (await loadSharp())(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export interface DrawnPicture {
  /** Where it is stored: seed/<name>.jpg or .png. */
  key: string;
  data: Buffer;
  contentType: string;
}

/** Draws a picture of the demo data (a scene or a logo). */
export async function drawSpec(spec: PictureSpec): Promise<DrawnPicture> {
  if ('logo' in spec)
    return {
      key: `seed/${spec.name}.png`,
      data: await drawLogo(spec.logo.text, spec.logo.color),
      contentType: 'image/png',
    };
  return { key: `seed/${spec.name}.jpg`, data: await drawPicture(spec), contentType: 'image/jpeg' };
}
