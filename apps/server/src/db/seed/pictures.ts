import { sceneSvg } from './art';
import type { PictureSeed } from './content/types';
import type { PictureSpec } from './data-placeholders';

const loadSharp = async () => (await import('sharp')).default;

/** A 256-pixel tile drawn once from an SVG filter and reused (a filter over a whole picture costs far more). */
function tileOnce(svg: string): () => Promise<Buffer> {
  let tile: Promise<Buffer> | undefined;
  return () => (tile ??= loadSharp().then((sharp) => sharp(Buffer.from(svg)).png().toBuffer()));
}
const tileSvg = (filter: string, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><filter id="f">${filter}</filter><rect width="256" height="256" filter="url(#f)"/>${extra}</svg>`;
const grey = (alpha: number) =>
  `<feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  ${alpha} 0 0 0 0"/>`;

/** Film grain over every picture. */
const grain = tileOnce(
  tileSvg(
    `<feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="7" stitchTiles="stitch"/>${grey(0.55)}`,
  ),
);
/** Canvas weave and brush streaks over the artworks, so they read as paintings. */
const canvasWeave = tileOnce(
  tileSvg(
    `<feTurbulence type="fractalNoise" baseFrequency="0.02 0.35" numOctaves="3" seed="11" stitchTiles="stitch"/>${grey(1)}`,
    Array.from(
      { length: 64 },
      (_, i) =>
        `<rect x="${i * 4}" width="1" height="256" fill="#000" opacity="0.12"/><rect y="${i * 4}" width="256" height="1" fill="#fff" opacity="0.1"/>`,
    ).join(''),
  ),
);

/** Draws a picture as a JPEG of its size: its illustrated scene with a fine grain (and canvas) over it. */
export async function drawPicture(p: PictureSeed): Promise<Buffer> {
  const sharp = await loadSharp();
  const fit = async (tile: Buffer) =>
    p.width < 256 || p.height < 256
      ? sharp(tile)
          .extract({ left: 0, top: 0, width: Math.min(256, p.width), height: Math.min(256, p.height) })
          .toBuffer()
      : tile;
  const layers = [{ input: await fit(await grain()), tile: true, blend: 'soft-light' as const }];
  if (p.painted) layers.push({ input: await fit(await canvasWeave()), tile: true, blend: 'soft-light' as const });
  return sharp(Buffer.from(sceneSvg(p)))
    .composite(layers)
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}

/** A wordmark logo for a family site: its abbreviation on a rounded badge. */
async function drawLogo(abbr: string, color: string): Promise<Buffer> {
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
