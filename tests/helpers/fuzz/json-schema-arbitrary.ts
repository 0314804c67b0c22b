import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes it from the zod schemas) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** Values of the test's own world that get a request past the first checks: row ids, a password… */
export interface FuzzHints {
  ids: () => number[];
  strings: () => string[];
  /** The test accounts' password. */
  password: string;
  /** Picture data URLs (see image-samples.ts) and the URL key of a stored picture. */
  images: { fitting: (salt: number) => string; broken: string[]; key: string };
}

// Text that has broken servers before: control characters and NUL (PostgreSQL refuses NUL in text),
// lone surrogates (invalid UTF-16, no UTF-8), bidirectional overrides and zero-width characters,
// combining marks, astral characters, prototype names, path traversal, percent-escapes, SQL and markup,
// number and date look-alikes that are not quite numbers or dates. No public host name anywhere: a URL
// here may reach the safe fetcher, which must not go out to the internet from a test.
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31mrood',
  '\u007f',
  '\u0085',
  '\u009b2J',
  '\t\n\r',
  '\r\nSet-Cookie: x=1',
  '\uD800',
  '\uDFFF',
  'a\uDC00b',
  '\uD83D',
  '\u202Eesrever\u202C',
  '\u200B\u200C\u200D\u2060\uFEFF',
  '\u2028\u2029',
  '\uFFFE\uFFFF',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '𝕄𝕖𝕖𝕕𝕠𝕖𝕟',
  'ｆｕｌｌ',
  'مرحبا بالعالم',
  'שלום',
  '日本語のテキスト',
  'İı ß ﬁ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../etc/passwd',
  '..%2F..%2F',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '\\',
  '"',
  "'",
  "' OR 1=1 --",
  '"); drop table users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  `${'$'}{7*7}`,
  '{{7*7}}',
  ':*',
  '!!&&||',
  'a:* & !b | (c <-> d)',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  '99999999999999999999999999999',
  '2147483648',
  '9007199254740993',
  '0x1F',
  ' 1 ',
  '１２',
  '٣',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  'http://127.0.0.1/',
  'http://[::1]:1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://localhost:1/',
  'http://10.0.0.1/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/png;base64,!!!!',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'data:;base64,',
  '2026-02-30',
  '2026-02-29',
  '0000-00-00',
  '0001-01-01',
  '9999-12-31',
  '275760-09-13',
  '2026-13-01',
  '2026-1-1',
  '25:61',
  '23:59:60',
  '24:00',
  '-infinity',
  'epoch',
  'allballs',
  'today',
];

/** Strings made of characters that are often mishandled, mixed with ordinary letters. */
const nastyCharacter = fc.constantFrom(
  'a',
  'Z',
  '0',
  ' ',
  'é',
  '\u0000',
  '\u0008',
  '\u001f',
  '\u007f',
  '\u0085',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\u202E',
  '\u200B',
  '\uFEFF',
  '\u0301',
  '😀',
  '𝕄',
  '"',
  '\\',
  '%',
  '<',
  '&',
  "'",
);
export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.array(nastyCharacter, { maxLength: 24 }).map((chars) => chars.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Numbers a JSON body can carry that no field expects. */
export const nastyNumber = fc.constantFrom(
  0,
  -1,
  -0,
  1.5,
  -2147483649,
  2147483648,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
);

/** Any JSON value of a random kind: the "wrong type" for nearly every field. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  nastyString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(nastyNumber, nastyString), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', 'constructor', 'toString', 'length', '0'), nastyString, { maxKeys: 2 }),
  fc.constant([[[[[]]]]]),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

const PLAIN_WORDS = [
  'Wandelen',
  'koffie',
  'Amsterdam',
  'buurthuis',
  'sport',
  'Museum',
  'test',
  'a',
  'Utrecht',
];

/**
 * fc.stringMatching of a pattern, made once per pattern. An object's fields are drawn anew for every
 * request (validishObject's chain), and making the arbitrary of a Unicode pattern such as `[a-z0-9_-]`
 * builds fast-check's tables of code points each time (about 7 ms): 4 s of each worker's CPU in the
 * three fuzz files. An arbitrary holds no state of its own, so one serves every request.
 */
const matchingArbitraries = new Map<string, fc.Arbitrary<string>>();
function stringMatching(pattern: string): fc.Arbitrary<string> {
  let arbitrary = matchingArbitraries.get(pattern);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(new RegExp(pattern, 'u'));
    matchingArbitraries.set(pattern, arbitrary);
  }
  return arbitrary;
}

/** A string meant to pass the schema's own rules, mostly; the text is sometimes nasty. */
function stringFor(
  schema: JsonSchema,
  name: string,
  hints: FuzzHints,
  strict: boolean,
): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const fit = (value: string) => value.length >= min && value.length <= max;
  const fitTo = (value: string) => (value.length < min ? value.padEnd(min, 'x') : value.slice(0, max));
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  // Values of a known kind, guessed from the format, the pattern or the field's name.
  const options: fc.Arbitrary<string>[] = [];
  if (schema.format === 'email' || /e-?mail/i.test(name)) {
    options.push(fc.nat(99999).map((n) => `fuzz${n}@example.test`));
  } else if (schema.format === 'date' || /date$/i.test(name)) {
    options.push(
      fc
        .date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10)),
      // Real dates at the edges of the calendar and of its arithmetic (a year 9999 all-day session
      // once had no next day to end on), leap days, an ISO timestamp as older clients sent them.
      fc.constantFrom(
        '0001-01-01',
        '0001-01-07',
        '1582-10-10',
        '1970-01-01',
        '2000-02-29',
        '2024-02-29',
        '9998-12-31',
        '9999-01-01',
        '9999-12-31',
        '9999-12-31T23:30:00Z',
        new Date().toISOString().slice(0, 10),
      ),
    );
  } else if (/base64|avatar/i.test(name)) {
    options.push(fc.nat().map(hints.images.fitting));
    if (!strict) options.push(fc.constantFrom(...hints.images.broken));
  } else if (/image(id|key)$/i.test(name)) {
    options.push(fc.constant(hints.images.key));
  } else if (/url$/i.test(name)) {
    // Loopback only: a fitting address may reach the safe fetcher, which refuses it without a lookup.
    options.push(fc.constantFrom('http://127.0.0.1:9/pagina', 'https://127.0.0.1:9/'));
  } else if (/time$/i.test(name)) {
    options.push(fc.tuple(fc.nat(23), fc.nat(59)).map(([h, m]) => `${pad(h)}:${pad(m)}`));
  } else if (/days?$/i.test(name)) {
    options.push(
      fc.constantFrom('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'),
    );
  } else if (/phone/i.test(name)) {
    options.push(fc.constantFrom('+31 20 123 4567', '06-12345678'));
  } else if ((schema.allOf ?? []).some((s) => s.pattern) || /password/i.test(name)) {
    // The password rules (upper, lower, digit, special, 12+) and the test accounts' own password.
    options.push(fc.constantFrom(hints.password, 'Fuzz-Wachtwoord-2026!').map(fitTo));
  } else if (schema.pattern) {
    try {
      options.push(stringMatching(schema.pattern).filter(fit));
    } catch {
      // A pattern JavaScript cannot read is left to the other generators.
    }
  }
  if (strict && options.length > 0) return fc.oneof(...options);
  options.push(
    fc
      .array(fc.constantFrom(...PLAIN_WORDS), { minLength: 1, maxLength: 4 })
      .map((words) => fitTo(words.join(' '))),
  );
  options.push(fc.constantFrom(...hints.strings(), 'Fuzz').map(fitTo));
  if (strict) return fc.oneof(...options);
  options.push(nastyString.map(fitTo));
  // At and just over the limit.
  if (schema.maxLength !== undefined && schema.maxLength <= 40_000) {
    const at = schema.maxLength;
    options.push(
      fc.constantFrom('x'.repeat(at), 'é'.repeat(at), '😀'.repeat(Math.floor(at / 2)), 'x'.repeat(at + 1)),
    );
  }
  return fc.oneof(...options);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function numberFor(
  schema: JsonSchema,
  name: string,
  hints: FuzzHints,
  integer: boolean,
  strict: boolean,
): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1000;
  const max = schema.maximum ?? 1000;
  const inRange = integer
    ? fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) })
    : fc.double({ min: Math.max(min, -1e6), max: Math.min(max, 1e6), noNaN: true });
  const options: fc.Arbitrary<number>[] = [inRange, fc.constantFrom(min, max)];
  if (!strict) options.push(fc.constantFrom(min - 1, max + 1));
  if (/id$/i.test(name) && hints.ids().length > 0) options.push(fc.constantFrom(...hints.ids()));
  return fc.oneof(...options);
}

/**
 * A value that mostly satisfies `schema` (so the request gets past validation to the code behind it),
 * with nasty text in string fields now and then. `name` is the property's name, for a better guess.
 */
export function validishValue(
  schema: JsonSchema,
  hints: FuzzHints,
  name = '',
  depth = 0,
  strict = false,
): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  let arbitrary: fc.Arbitrary<unknown>;
  if (variants && variants.length > 0) {
    arbitrary = fc.oneof(...variants.map((v) => validishValue({ ...v }, hints, name, depth, strict)));
  } else if (schema.enum) {
    arbitrary = fc.constantFrom(...schema.enum);
  } else {
    const type = typesOf(schema)[0];
    switch (type) {
      case 'string':
        arbitrary = stringFor(schema, name, hints, strict);
        break;
      case 'integer':
        arbitrary = numberFor(schema, name, hints, true, strict);
        break;
      case 'number':
        arbitrary = numberFor(schema, name, hints, false, strict);
        break;
      case 'boolean':
        arbitrary = fc.boolean();
        break;
      case 'array':
        arbitrary =
          depth > 4
            ? fc.constant([])
            : fc.array(validishValue(schema.items ?? {}, hints, name, depth + 1, strict), {
                minLength: schema.minItems ?? 0,
                maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
              });
        break;
      case 'object':
        arbitrary = depth > 4 ? fc.constant({}) : validishObject(schema, hints, depth, strict);
        break;
      default:
        arbitrary = anyJsonValue;
    }
  }
  return schema.nullable
    ? fc.oneof({ weight: 5, arbitrary }, { weight: 1, arbitrary: fc.constant(null) })
    : arbitrary;
}

function validishObject(
  schema: JsonSchema,
  hints: FuzzHints,
  depth: number,
  strict: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((key) => key in properties);
  const optional = Object.keys(properties).filter((key) => !required.includes(key));
  // The required fields and a few of the optional ones: with dozens of optional fields, each a small
  // chance of a refusal, a body with all of them would hardly ever get through.
  return fc
    .subarray(optional, { maxLength: Math.min(optional.length, strict ? 5 : 12) })
    .chain((chosen) =>
      fc.record(
        Object.fromEntries(
          [...required, ...chosen].map((key) => [
            key,
            validishValue(properties[key]!, hints, key, depth + 1, strict),
          ]),
        ),
      ),
    );
}

/** An own property named `key` even when it is `__proto__` (which a plain assignment would not create). */
export function withOwnKey(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** The object variants of a body schema (a oneOf of forms, or the one object). */
export function objectVariants(schema: JsonSchema): JsonSchema[] {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.flatMap(objectVariants);
  return typesOf(schema).includes('object') || schema.properties ? [schema] : [];
}

type Mutation = (body: Record<string, unknown>) => Record<string, unknown>;

/**
 * One change that makes an otherwise fitting object wrong: a field of the wrong type or out of range, a
 * required field missing, an unknown or prototype key, nasty text, a deep or huge value.
 */
export function objectMutation(schema: JsonSchema): fc.Arbitrary<Mutation> {
  const properties = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const property = properties.length > 0 ? fc.constantFrom(...properties) : fc.constant('onbekend');
  const keyName = fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'isAdmin',
    'id',
    'userId',
    'onbekend',
    '',
  );
  const options: fc.Arbitrary<Mutation>[] = [
    fc.tuple(property, anyJsonValue).map(
      ([key, value]) =>
        (body) =>
          withOwnKey({ ...body }, key, value),
    ),
    fc.tuple(property, nastyString).map(
      ([key, value]) =>
        (body) =>
          withOwnKey({ ...body }, key, value),
    ),
    fc.tuple(keyName, anyJsonValue).map(
      ([key, value]) =>
        (body) =>
          withOwnKey({ ...body }, key, value),
    ),
    fc.tuple(property, fc.constantFrom(1_000, 32_000, 40_000)).map(
      ([key, length]) =>
        (body) =>
          withOwnKey({ ...body }, key, 'ä'.repeat(length)),
    ),
    property.map((key) => (body) => withOwnKey({ ...body }, key, nested(40))),
    fc.constant((body) => withOwnKey({ ...body }, 'constructor', { prototype: { isAdmin: true } })),
  ];
  if (required.length > 0) {
    options.push(
      fc.constantFrom(...required).map((key) => (body) => {
        const copy = { ...body };
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof(...options);
}

/** `[[[…]]]` `depth` levels deep. */
export function nested(depth: number): unknown {
  let value: unknown = 'diep';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}
