import type { Motif } from '../content/types';
import { Canvas, paletteOf } from './canvas';
import { arch, columns, hall } from './buildings';
import { gallery, light } from './interiors';
import { book, ceremony } from './archive-and-ceremony';
import { garden, mountain, path, water } from './outdoor';
import { randomFrom } from './random';
import { streetMap } from './street-map';

const SCENES: Record<Motif, (c: Canvas) => string> = {
  arch,
  columns,
  garden,
  light,
  book,
  hall,
  gallery,
  path,
  water,
  mountain,
  ceremony,
  map: streetMap,
};

export interface SceneRequest {
  name: string;
  width: number;
  height: number;
  motif: Motif;
  colors: [string, string];
}

/**
 * The SVG of a demo picture. Everything varies with the picture's name (composition, palette
 * shift, counts and positions), so two names never give the same picture, and one name always
 * gives the same one. No text: fonts differ between machines.
 */
export function sceneSvg(req: SceneRequest): string {
  const r = randomFrom(req.name);
  const canvas = new Canvas(req.width, req.height, r, paletteOf(req.colors, r));
  const body = SCENES[req.motif](canvas);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${req.width}" height="${req.height}" viewBox="0 0 ${req.width} ${req.height}"><defs>${canvas.defs.join('')}</defs>${body}</svg>`;
}
