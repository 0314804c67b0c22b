import { describe, expect, it } from 'vitest';
import { emailAddress, hasControlCharacters, multiLineText, singleLineText } from './text';

// Every control character: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
].map((code) => String.fromCharCode(code));
const LINE_BREAKS_AND_TAB = ['\n', '\r', '\t'];

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('single-line text', () => {
  const schema = singleLineText();

  it.each(CONTROLS.map((c) => [c.charCodeAt(0).toString(16).padStart(4, '0'), c]))(
    'refuses U+%s anywhere in the text',
    (_code, c) => {
      for (const value of [c, `a${c}`, `${c}a`, `voor${c}na`]) {
        expect(messages(schema.safeParse(value))).toEqual(['controlCharacters']);
      }
    },
  );

  it('accepts letters from every script, emoji, symbols and the characters just past the control blocks', () => {
    for (const value of ['Zoë Ærø', 'Łódź', '東京', 'مرحبا', '🚲 fietsen', '€ 5,-', '\u00a0', '~', ' ']) {
      expect(schema.safeParse(value).success).toBe(true);
    }
  });

  it('keeps its own lengths and messages: the control check comes first, the others still apply', () => {
    const name = singleLineText('nameRequired').trim().min(1, 'nameRequired').max(5, 'tooLong');
    expect(messages(name.safeParse('ab\u0000cdefgh'))).toEqual(['controlCharacters', 'tooLong']);
    expect(messages(name.safeParse('   '))).toEqual(['nameRequired']);
    expect(messages(name.safeParse(3))).toEqual(['nameRequired']);
    expect(name.parse('  Anna ')).toBe('Anna');
  });
});

describe('direction formatting in single-line text', () => {
  const schema = singleLineText();
  const OVERRIDES = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ];

  it.each(OVERRIDES.map((c) => [c.charCodeAt(0).toString(16), c]))(
    'refuses U+%s anywhere in the text',
    (_code, c) => {
      for (const value of [c, `gpj${c}.exe`, `Anna${c}`, `${c}a`]) {
        expect(messages(schema.safeParse(value))).toEqual(['directionCharacters']);
      }
    },
  );

  it('keeps the marks people who write right to left type, and the characters beside the blocks', () => {
    for (const value of ['\u200f(06) מרים', 'ABC\u200e-123', '\u2065', '\u206a', '\u202f']) {
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
    }
  });

  it('leaves a text of several lines to its own rules', () => {
    expect(multiLineText().safeParse('regel\u202e').success).toBe(true);
  });
});

describe('multi-line text', () => {
  const schema = multiLineText();

  it('allows line feed, carriage return and tab', () => {
    expect(schema.parse('regel 1\r\nregel 2\n\tingesprongen')).toBe('regel 1\r\nregel 2\n\tingesprongen');
  });

  it('refuses every other control character', () => {
    for (const c of CONTROLS.filter((c) => !LINE_BREAKS_AND_TAB.includes(c))) {
      expect(messages(schema.safeParse(`tekst${c}`))).toEqual(['controlCharacters']);
    }
  });
});

describe('e-mail address', () => {
  it('refuses control characters with their own message before the address format', () => {
    expect(messages(emailAddress().safeParse('anna@example.test\u0000'))[0]).toBe('controlCharacters');
  });

  it('trims before it checks the format', () => {
    expect(emailAddress().parse('  anna@example.test ')).toBe('anna@example.test');
  });

  it('still refuses what is not an address', () => {
    expect(messages(emailAddress().safeParse('anna'))).toEqual(['invalidEmail']);
  });
});

describe('hasControlCharacters', () => {
  it('tells single-line from multi-line rules', () => {
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\nb', { allowLineBreaks: true })).toBe(false);
    expect(hasControlCharacters('a\u0085b', { allowLineBreaks: true })).toBe(true);
    expect(hasControlCharacters('gewoon')).toBe(false);
  });
});
