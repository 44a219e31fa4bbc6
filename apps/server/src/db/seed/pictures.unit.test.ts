import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sceneSvg } from './art';
import { MOTIFS, type Motif, type PictureSeed } from './content/types';
import { drawPicture } from './pictures';

const ALT = { ko: '그림', en: 'Picture', ja: '絵', es: 'Imagen', fr: 'Image' };
const spec = (name: string, motif: Motif, painted = false): PictureSeed => ({
  name,
  width: 320,
  height: 200,
  motif,
  colors: ['#33415c', '#e6c86e'],
  painted,
  alt: ALT,
});

/** The picture as 64×40 RGB pixels, to compare pictures by content rather than by bytes. */
const pixels = async (jpeg: Buffer) => sharp(jpeg).resize(64, 40).removeAlpha().raw().toBuffer();
const meanDifference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

describe('demo pictures', () => {
  it('draws the same picture for the same name, byte for byte', async () => {
    for (const motif of ['garden', 'gallery', 'ceremony'] as const) {
      const [a, b] = await Promise.all([drawPicture(spec('same', motif)), drawPicture(spec('same', motif))]);
      expect(a.equals(b), motif).toBe(true);
    }
  });

  it('draws visibly different pictures for different names of the same motif and colours', async () => {
    for (const motif of MOTIFS) {
      const [a, b] = await Promise.all([
        drawPicture(spec(`${motif}-one`, motif)),
        drawPicture(spec(`${motif}-two`, motif)),
      ]);
      expect(meanDifference(await pixels(a), await pixels(b)), motif).toBeGreaterThan(6);
    }
  });

  it('draws scenes, not flat fills, and never writes text (fonts differ between machines)', async () => {
    for (const motif of MOTIFS) {
      expect(sceneSvg(spec(`scene-${motif}`, motif))).not.toMatch(/<text/);
      const { channels } = await sharp(await drawPicture(spec(`scene-${motif}`, motif))).stats();
      expect(Math.max(...channels.map((c) => c.stdev)), motif).toBeGreaterThan(15);
    }
  });

  it('gives artworks a painted canvas texture', async () => {
    const [flat, painted] = await Promise.all([
      drawPicture(spec('artwork', 'garden')),
      drawPicture(spec('artwork', 'garden', true)),
    ]);
    expect(meanDifference(await pixels(flat), await pixels(painted))).toBeGreaterThan(0.5);
  });
});
