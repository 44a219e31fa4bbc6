/** A seeded pseudo-random source: the same picture name always draws the same picture. */
export interface Random {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** FNV-1a: a stable 32-bit number from a name. */
function hashName(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** mulberry32: small, fast and good enough for composition choices. */
export function randomFrom(name: string): Random {
  let a = hashName(name);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = next as Random;
  r.range = (min, max) => min + (max - min) * next();
  r.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  r.pick = (items) => items[Math.floor(next() * items.length)]!;
  r.chance = (p) => next() < p;
  return r;
}
