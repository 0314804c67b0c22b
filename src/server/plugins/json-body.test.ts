import { describe, expect, it } from 'vitest';
import { jsonNestingExceeds } from './json-body';

describe('jsonNestingExceeds', () => {
  it('counts objects and arrays inside each other', () => {
    expect(jsonNestingExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonNestingExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestingExceeds('[[],[],[],[],[]]', 2)).toBe(false);
    expect(jsonNestingExceeds('"plain"', 0)).toBe(false);
  });

  it('skips brackets inside strings, with escaped quotes and backslashes', () => {
    expect(jsonNestingExceeds('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonNestingExceeds('{"a":"\\"[[[["}', 1)).toBe(false);
    // An escaped backslash ends before the quote, so the string closes there and the brackets count.
    expect(jsonNestingExceeds('{"a":"\\\\",[[["x"]]]}', 3)).toBe(true);
    expect(jsonNestingExceeds('{"a\\"[":["\\\\"]}', 2)).toBe(false);
  });

  it('leaves broken JSON to the parser', () => {
    expect(jsonNestingExceeds('{"a":"never closed [[[[', 1)).toBe(false);
    expect(jsonNestingExceeds(']]]][[[[', 2)).toBe(true);
  });
});
