import { describe, expect, it } from 'vitest';
import { textDifference } from './revision-diff';

describe('textDifference', () => {
  it('keeps what two texts share at the start and the end, and marks the words between', () => {
    expect(textDifference('A place of faith', 'A place of shared faith')).toEqual({
      before: 'A place of ',
      removed: '',
      added: 'shared ',
      after: 'faith',
    });
    expect(textDifference('믿음의 길', '기억의 길')).toEqual({
      before: '',
      removed: '믿음의',
      added: '기억의',
      after: ' 길',
    });
    expect(textDifference('the path of faith', 'the path of faith together')).toEqual({
      before: 'the path of faith',
      removed: '',
      added: ' together',
      after: '',
    });
    expect(textDifference('same', 'same')).toEqual({ before: 'same', removed: '', added: '', after: '' });
  });

  it('marks whole words, and counts no shared character twice when one text holds the other', () => {
    expect(textDifference('remember', 'remembered')).toEqual({
      before: '',
      removed: 'remember',
      added: 'remembered',
      after: '',
    });
    expect(textDifference('a b', 'a b b')).toEqual({ before: 'a b', removed: '', added: ' b', after: '' });
  });
});
