import { describe, expect, it } from 'vitest';
import { contentType } from './registry';
import { inDependencyOrder, relationValues, typesPointingAt } from './relations';

describe('publishing order from the declarations', () => {
  it('puts a type before the types whose items point at it, keeping the order within a rank', () => {
    const items = [
      { type: 'artworks', id: 1 },
      { type: 'hotspots', id: 2 },
      { type: 'main-slides', id: 3 },
      { type: 'exhibitions', id: 4 },
      { type: 'spaces', id: 5 },
      { type: 'artworks', id: 6 },
    ];
    const order = inDependencyOrder(items).map((i) => i.id);
    expect(order.indexOf(4)).toBeLessThan(order.indexOf(1));
    expect(order.indexOf(4)).toBeLessThan(order.indexOf(6));
    expect(order.indexOf(5)).toBeLessThan(order.indexOf(2));
    expect(order.indexOf(1)).toBeLessThan(order.indexOf(6));
  });

  it('reads the relations an item holds, and the types pointing at a type', () => {
    expect(relationValues(contentType('artworks')!, { exhibition: 7, title: { ko: '작품' } })).toEqual([
      { path: 'exhibition', to: 'exhibitions', by: 'id', value: '7' },
    ]);
    expect(relationValues(contentType('artworks')!, { exhibition: null })).toEqual([]);
    expect(relationValues(contentType('hotspots')!, { space: 'main-hall' })).toEqual([
      { path: 'space', to: 'spaces', by: 'slug', value: 'main-hall' },
    ]);
    expect(typesPointingAt('exhibitions').map((t) => t.type)).toContain('artworks');
    expect(typesPointingAt('main-slides')).toEqual([]);
  });
});
