import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './Paragraphs';

describe('splitParagraphs', () => {
  it('splits on blank lines, keeping single line breaks and dropping empty parts', () => {
    expect(splitParagraphs('One.\nStill one.\n\nTwo.\n \n\n\nThree.\n')).toEqual([
      'One.\nStill one.',
      'Two.',
      'Three.',
    ]);
    expect(splitParagraphs('')).toEqual([]);
  });
});
