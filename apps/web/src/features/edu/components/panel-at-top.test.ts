import { describe, expect, it } from 'vitest';
import { panelAtTop } from './panel-at-top';

describe('panelAtTop', () => {
  it('is the first panel before any panel passed the reading line', () => {
    expect(panelAtTop([120, 900, 1700], 100)).toBe(0);
  });

  it('is the last panel whose top passed the line, however far above the window it is', () => {
    expect(panelAtTop([-2000, -1100, 80, 900], 100)).toBe(2);
    expect(panelAtTop([-3000, -2000, -1000], 100)).toBe(2);
  });
});
