import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETURN_TO_MAX, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/activities?x=1#top', '/activities?x=1#top'],
    ['/settings?tab=security&google=linked', '/settings?tab=security&google=linked'],
    ['/', '/'],
    ['/a/./b/../c', '/a/c'],
  ])('keeps a path on this site: %j → %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'activities',
    '',
    '/api/logout',
    '/api',
    '/api?x=1',
    '/api#x',
    '/activities\u0000',
    '/activities\nx',
  ])('refuses %j', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it.each([undefined, null, 42, {}, ['/activities']])('refuses a non-string %j', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  // Each of these is harmless as written but normalises to another site or an API route: the rule
  // must judge the result, not the input, or applying it twice gives a different answer.
  it.each([
    '/.//evil.example/x',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/./\u002f/evil.example',
    '/./api/logout',
    '/x/../api/user',
  ])('refuses %j, which normalises to somewhere it may not go', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('refuses a path that percent-encoding makes longer than the limit', () => {
    const input = `/${'é'.repeat(200)}`;
    expect(input.length).toBeLessThanOrEqual(RETURN_TO_MAX);
    expect(safeReturnTo(input)).toBe('/');
  });

  it('refuses an overlong path', () => {
    expect(safeReturnTo(`/${'a'.repeat(RETURN_TO_MAX)}`)).toBe('/');
  });
});

// Strings built from the characters that matter to the rule, so the generator reaches the
// interesting cases (dot segments, doubled slashes, encoded dots, "api") far more often than
// arbitrary text would.
const pieceArb = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2f',
  '%5c',
  'api',
  'API',
  'evil.example',
  'a',
  '?',
  '#',
  '&',
  '=',
  ':',
  '@',
  ' ',
  'é',
  '\t',
  '\u0000',
  'http:',
);
const trickyArb = fc.array(pieceArb, { maxLength: 12 }).map((pieces) => pieces.join(''));
const inputArb = fc.oneof(
  trickyArb,
  trickyArb.map((s) => `/${s}`),
  fc.string(),
  fc.string({ unit: 'binary' }),
);

describe('safeReturnTo properties', () => {
  it('is idempotent: applying it twice changes nothing', () => {
    fc.assert(
      fc.property(inputArb, (s) => {
        const once = safeReturnTo(s);
        expect(safeReturnTo(once)).toBe(once);
      }),
      { numRuns: 5000 },
    );
  });

  it('always answers a path on this site: one leading slash, never "//" or "/\\", never the API', () => {
    fc.assert(
      fc.property(inputArb, (s) => {
        const result = safeReturnTo(s);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result.startsWith('/\\')).toBe(false);
        expect(result).not.toMatch(/^\/api(?:[/?#]|$)/i);
        expect(result.length).toBeLessThanOrEqual(RETURN_TO_MAX);
        // What a browser makes of it stays on this site.
        expect(new URL(result, 'https://meedoen.example').host).toBe('meedoen.example');
      }),
      { numRuns: 5000 },
    );
  });
});
