import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortenText } from './shorten-text';

/** The rule in its plainest form: fold whitespace, cut at a word, drop trailing punctuation, add '…'. */
function plainShorten(text: string | null | undefined, max = 200): string | null {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

describe('shortenText', () => {
  it('keeps a short text, folded to single spaces and trimmed', () => {
    expect(shortenText('  Samen  koken\n\tin de buurt ')).toBe('Samen koken in de buurt');
    expect(shortenText('Wandelen')).toBe('Wandelen');
    expect(shortenText('   ')).toBeNull();
    expect(shortenText(null)).toBeNull();
  });

  it('cuts a long text at a word, without trailing punctuation, with an ellipsis', () => {
    const text = `${'woord '.repeat(8)}einde, van de zin. En verder`;
    expect(shortenText(text, 56)).toBe(`${'woord '.repeat(8)}einde…`);
    expect(shortenText(text, 56)!.length).toBeLessThanOrEqual(56);
  });

  it('cuts inside a word when the last space is in the first half', () => {
    expect(shortenText(`kort ${'x'.repeat(50)}`, 20)).toBe(`kort ${'x'.repeat(14)}…`);
  });

  it('gives what the plain rule gives, for any text and length', () => {
    const pieces = fc.constantFrom(
      'a',
      'woord',
      ' ',
      '  ',
      '\n',
      '\t',
      '\u00a0',
      ',',
      '.',
      '-',
      '!',
      'é',
      '…',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 120 }), fc.integer({ min: 2, max: 80 }), (parts, max) => {
        const text = parts.join('');
        expect(shortenText(text, max)).toBe(plainShorten(text, max));
      }),
      { numRuns: 2000 },
    );
  });
});
