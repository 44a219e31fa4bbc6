import { describe, expect, it } from 'vitest';
import { jsonShapeProblem } from './json-body';

const limits = { maxDepth: 3, maxValues: 5 };

describe("a JSON text's shape, read before it is parsed", () => {
  it('counts nesting and values outside strings only', () => {
    expect(jsonShapeProblem('{"a":[1,2]}', limits)).toBeNull();
    expect(jsonShapeProblem('[[[1]]]', limits)).toBeNull();
    expect(jsonShapeProblem('[[[[1]]]]', limits)).toBe('depth');
    expect(jsonShapeProblem('[1,2,3,4,5,6]', limits)).toBe('values');
    expect(jsonShapeProblem('"[[[[,,,,,,{{{{"', limits)).toBeNull();
  });

  it('reads an escaped quote as part of its string', () => {
    expect(jsonShapeProblem('["a\\"[[[[[", "b\\\\"]', limits)).toBeNull();
    expect(jsonShapeProblem('["\\\\", [[[[1]]]]]', limits)).toBe('depth');
  });

  it('leaves malformed text to the parser', () => {
    expect(jsonShapeProblem(']]]]{', limits)).toBeNull();
  });
});
