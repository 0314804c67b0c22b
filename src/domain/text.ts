import { z } from 'zod';
import type { ValidationMessageKey } from './validation-messages';

// One rule for every string that enters through the API. Control characters belong in no name, search
// or message: PostgreSQL refuses a NUL byte in text outright (a 500 that used to put the query's
// parameters in the log), and the rest (bell, escape sequences, C1 codes) only ever come to garble a
// page, a terminal or a log line. They are refused, not silently dropped, so what is stored is what
// the person typed. Each schema keeps its own length limit and messages; these only add the rule.

// C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// The same without tab, line feed and carriage return, which a text of several lines needs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// The explicit direction formatting characters: embeddings and overrides (U+202A–U+202E) and isolates
// (U+2066–U+2069). In a name or a title they make a text show in another order than it is stored: an
// administrator reads "gpj.exe" as "exe.jpg", and a name can make the words after it run backwards
// ("Trojan Source"). The marks U+200E/U+200F stay allowed: they are what people who write Arabic or
// Hebrew type to place a neutral character, and they change the order of no letter.
const DIRECTION_FORMATTING = /[\u202a-\u202e\u2066-\u2069]/;

export function hasDirectionFormatting(value: string): boolean {
  return DIRECTION_FORMATTING.test(value);
}

export function hasControlCharacters(value: string, options: { allowLineBreaks?: boolean } = {}): boolean {
  return (options.allowLineBreaks ? CONTROL_EXCEPT_LINE_BREAKS : ANY_CONTROL).test(value);
}

/**
 * A string on one line (names, usernames, passwords, e-mail addresses, search terms, tags, query
 * and path parameters): no control character at all, and no direction formatting. `error` is the message for a missing or
 * non-string value. The check comes first, so a control character is the message people see.
 */
export const singleLineText = (error?: string) =>
  z
    .string(error)
    .refine((value) => !ANY_CONTROL.test(value), 'controlCharacters')
    .refine((value) => !DIRECTION_FORMATTING.test(value), 'directionCharacters');

/** A text of several lines (descriptions, messages, a bio): only tab, line feed and carriage return. */
export const multiLineText = (error?: string) =>
  z.string(error).refine((value) => !CONTROL_EXCEPT_LINE_BREAKS.test(value), 'controlCharacters');

/** An e-mail address: one line, trimmed, then the address format (lengths stay with the caller). */
export const emailAddress = () => singleLineText('invalidEmail').trim().check(z.email('invalidEmail'));

/** A telephone number as people write it: digits, spaces, +, (, ), dots and dashes; '' for none. */
export const phoneNumber = (max: number) =>
  singleLineText()
    .trim()
    .max(max, 'invalidPhone')
    .regex(/^[0-9+()\s.-]*$/, 'invalidPhone');

/** What a clearable field makes of a text: the value to store, null to clear it, or a refusal. */
export type Reading = string | null | { refused: ValidationMessageKey };

/**
 * A field that may be cleared: absent leaves it as it is (undefined), '' and null clear it (null), and
 * any other text is trimmed and read by `read`, which refuses what it cannot read with a message.
 */
export const clearableInput = (
  max: number,
  tooLong: ValidationMessageKey,
  read: (value: string) => Reading,
) =>
  singleLineText()
    .max(max, tooLong)
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const value = v?.trim();
      if (!value) return null;
      const reading = read(value);
      if (reading === null || typeof reading === 'string') return reading;
      ctx.addIssue({ code: 'custom', message: reading.refused });
      return z.NEVER;
    });

/**
 * A link people click (an activity's or a partner's website): http(s) only, so a stored 'javascript:'
 * URL can never run. A bare domain gets https://.
 */
export function readWebAddress(value: string): Reading {
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.'))
      return candidate;
  } catch {
    // refused below
  }
  return { refused: 'invalidUrl' };
}

/** A website address that may be left empty (null). */
export const webAddress = () => clearableInput(2000, 'tooLong', readWebAddress);
/** The `tel:` link of a phone number as people write it ('088 123 45 67' → 'tel:0881234567'). */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
