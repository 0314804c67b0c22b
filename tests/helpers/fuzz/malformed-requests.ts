import fc from 'fast-check';
import {
  anyJsonValue,
  type FuzzHints,
  type JsonSchema,
  nastyString,
  nested,
  objectMutation,
  objectVariants,
  validishValue,
  withOwnKey,
} from './json-schema-arbitrary';

/** One operation of the OpenAPI document, as far as the fuzzer needs it. */
export interface Operation {
  method: string;
  path: string;
  pathParameters: { name: string; schema: JsonSchema }[];
  queryParameters: { name: string; schema: JsonSchema }[];
  /** The JSON body's schema, when the operation declares one. */
  jsonBody: JsonSchema | null;
  /** Statuses the operation declares (a 503 "not set up" is a documented answer, not a crash). */
  statuses: string[];
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const pick = (where: string) =>
        parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      // Path parameters the document does not list are still in the template.
      const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      const pathParameters = pick('path');
      for (const name of inTemplate) {
        if (!pathParameters.some((p) => p.name === name))
          pathParameters.push({ name, schema: { type: 'string' } });
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParameters,
        queryParameters: pick('query'),
        jsonBody: operation.requestBody?.content?.['application/json']?.schema ?? null,
        statuses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations;
}

export type BodyCase =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; contentType: string | null; text: string };

/** One malformed (or now and then valid) request for an operation. */
export interface FuzzRequest {
  path: string[];
  query: [string, string, boolean][];
  body: BodyCase;
  acceptLanguage: string | null;
  /** Cookies sent besides the role's session: broken escapes, a session token of the right form… */
  cookieNoise: string | null;
}

const COOKIE_NOISE = [
  'meedoen_session=',
  `meedoen_session=${'A'.repeat(43)}`,
  'meedoen_session=%E0%A4%A',
  'meedoen_session="unterminated',
  `meedoen_session=${'x'.repeat(5000)}`,
  '__proto__=1; constructor=2',
  '=; ;;=;',
];

// Path segments that are not what the route expects: numbers past every limit, signs, exponents,
// other digits, traversal, escapes of NUL and slash, prototype names, very long ones.
const MALFORMED_SEGMENTS = [
  '0',
  '-1',
  '1e309',
  '1e3',
  '99999999999999999999',
  '999999999999999999999999999999999999',
  '2147483648',
  '9007199254740993',
  '1.5',
  '0x10',
  '+1',
  ' 1',
  '1 ',
  '１',
  '٣',
  '..',
  '.',
  '../',
  '..%2F..%2F',
  '%2e%2e%2f',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  'null',
  '',
  ';',
  '%3F',
  '%23',
  'a'.repeat(99),
  'a'.repeat(101),
  '9'.repeat(5000),
];

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as its invalid UTF-8. */
export function encodeLoosely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
          return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
}

function pathSegment(name: string, schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<string> {
  const fixtures = [...hints.ids().map(String), ...hints.strings()];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...fixtures).map(encodeLoosely) },
    { weight: 3, arbitrary: fc.constantFrom(...MALFORMED_SEGMENTS) },
    { weight: 2, arbitrary: nastyString.map(encodeLoosely) },
    { weight: 1, arbitrary: validishValue(schema, hints, name).map((v) => encodeLoosely(asText(v))) },
  );
}

const QUERY_KEYS_OUTSIDE_THE_SCHEMA = [
  '__proto__',
  'constructor',
  'prototype',
  '__proto__[isAdmin]',
  'constructor[prototype][isAdmin]',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'a[b]',
  'a[]',
  '',
  'lang',
  '%00',
];

function queryValue(name: string, schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: validishValue(schema, hints, name).map(asText) },
    { weight: 3, arbitrary: nastyString },
    { weight: 1, arbitrary: anyJsonValue.map(asText) },
    { weight: 1, arbitrary: fc.constantFrom(201, 2_001, 10_000).map((n) => 'q'.repeat(n)) },
  );
}

function queryPairs(operation: Operation, hints: FuzzHints): fc.Arbitrary<[string, string, boolean][]> {
  const declared = operation.queryParameters;
  const pair: fc.Arbitrary<[string, string, boolean]>[] = declared.map((p) =>
    fc.tuple(fc.constant(p.name), queryValue(p.name, p.schema, hints), fc.boolean()),
  );
  pair.push(fc.tuple(fc.constantFrom(...QUERY_KEYS_OUTSIDE_THE_SCHEMA), nastyString, fc.boolean()));
  // Keys repeat now and then (fc.array picks the same declared key more than once).
  return fc.array(fc.oneof(...pair), { maxLength: Math.min(8, declared.length + 3) });
}

function jsonBodyCase(schema: JsonSchema | null, hints: FuzzHints): fc.Arbitrary<BodyCase> {
  const variants = schema ? objectVariants(schema) : [];
  const options: fc.WeightedArbitrary<BodyCase>[] = [
    { weight: 1, arbitrary: anyJsonValue.map((value) => ({ kind: 'json' as const, value })) },
  ];
  if (schema) {
    const valid = validishValue(schema, hints);
    options.push({ weight: 3, arbitrary: valid.map((value) => ({ kind: 'json' as const, value })) });
    options.push({ weight: 1, arbitrary: valid.map((value) => ({ kind: 'json' as const, value: [value] })) });
  }
  for (const variant of variants) {
    const base = validishValue(variant, hints, '', 0, true) as fc.Arbitrary<Record<string, unknown>>;
    options.push({
      weight: Math.max(1, Math.round(8 / variants.length)),
      arbitrary: fc
        .tuple(base, fc.array(objectMutation(variant), { minLength: 1, maxLength: 2 }))
        .map(([body, mutations]) => ({
          kind: 'json' as const,
          value: mutations.reduce((b, mutate) => mutate(b), { ...body }),
        })),
    });
  }
  if (!schema) options.push({ weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) });
  return fc.oneof(...options);
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=grens',
  'application/octet-stream',
  '*/*',
  ';;;',
  null,
];

const MULTIPART = (content: string) =>
  `--grens\r\nContent-Disposition: form-data; name="image"; filename="../../a.png"\r\nContent-Type: image/png\r\n\r\n${content}\r\n--grens--\r\n`;

// JSON text no serializer writes: broken syntax, a BOM, escapes of NUL and lone surrogates, prototype
// keys (refused by Fastify's parser), duplicate keys, numbers past double, brackets past the depth limit.
const RAW_BODIES = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  'undefined',
  '\u0000',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"title":"\\u0000","name":"\\u0000","username":"\\u0000"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"a":{"__proto__":{"isAdmin":true}}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"title":"a","title":1,"name":"a","name":[]}',
  '{"limit":1e999,"id":-1e999}',
  '[1,2,3]',
  'null',
  '"tekst"',
  '1e309',
  `${'['.repeat(31)}${']'.repeat(31)}`,
  `${'['.repeat(33)}${']'.repeat(33)}`,
  `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`,
  '['.repeat(100_000),
  `{"a":"${'x'.repeat(40_000)}"}`,
  'a=1&__proto__[isAdmin]=true',
  MULTIPART('\u0089PNG\r\n\u001a\n kapot'),
  MULTIPART('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  '--grens\r\nContent-Disposition: form-data; name="image"\r\n\r\nafgebroken',
];

function rawBodyCase(schema: JsonSchema | null, hints: FuzzHints): fc.Arbitrary<BodyCase> {
  const text = fc.oneof(
    fc.constantFrom(...RAW_BODIES),
    (schema ? validishValue(schema, hints) : anyJsonValue).map((v) => JSON.stringify(v) ?? ''),
    nastyString,
  );
  return fc
    .tuple(fc.constantFrom(...CONTENT_TYPES), text)
    .map(([contentType, body]) => ({ kind: 'text' as const, contentType, text: body }));
}

/** A path segment that names what the route expects: a row of the test's own, or a fitting value. */
function fittingSegment(name: string, schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<string> {
  const known = /id$/i.test(name) ? hints.ids().map(String) : hints.strings();
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known).map(encodeLoosely) },
    {
      weight: 1,
      arbitrary: validishValue(schema, hints, name, 0, true).map((v) => encodeLoosely(asText(v))),
    },
  );
}

/** Declared query parameters only, with values that mostly fit. */
function fittingQuery(operation: Operation, hints: FuzzHints): fc.Arbitrary<[string, string, boolean][]> {
  if (operation.queryParameters.length === 0) return fc.constant([]);
  const pair = fc.oneof(
    ...operation.queryParameters.map((p) =>
      fc.tuple(fc.constant(p.name), validishValue(p.schema, hints, p.name).map(asText), fc.constant(false)),
    ),
  );
  return fc.uniqueArray(pair, { maxLength: 4, selector: ([key]) => key });
}

function fittingBody(operation: Operation, hints: FuzzHints): fc.Arbitrary<BodyCase> {
  if (!operation.jsonBody) return fc.constant({ kind: 'none' as const });
  return validishValue(operation.jsonBody, hints, '', 0, true).map((value) => ({
    kind: 'json' as const,
    value,
  }));
}

const malformedBody = (operation: Operation, hints: FuzzHints): fc.Arbitrary<BodyCase> =>
  fc.oneof(
    { weight: 4, arbitrary: jsonBodyCase(operation.jsonBody, hints) },
    { weight: 2, arbitrary: rawBodyCase(operation.jsonBody, hints) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: 'json' as const,
        value: withOwnKey({}, '__proto__', { isAdmin: true }),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'json' as const, value: { a: nested(40) } }) },
  );

/**
 * Requests for `operation`. Each has one part that is malformed (the path parameters, the query or the
 * body) and the others fitting, so the malformed part reaches the code behind the validation of the
 * rest; now and then all of it fits, and sometimes everything is malformed at once.
 */
export function fuzzRequests(operation: Operation, hints: FuzzHints): fc.Arbitrary<FuzzRequest> {
  const params = operation.pathParameters;
  const fitting = {
    path: fc.tuple(...params.map((p) => fittingSegment(p.name, p.schema, hints))),
    query: fittingQuery(operation, hints),
    body: fittingBody(operation, hints),
  };
  const malformed = {
    path: fc.tuple(...params.map((p) => pathSegment(p.name, p.schema, hints))),
    query: queryPairs(operation, hints),
    body: malformedBody(operation, hints),
  };
  const acceptLanguage = fc.option(
    fc.constantFrom('en', 'nl', 'en-US,en;q=0.9', '*', 'xx', 'q=;;,', 'e'.repeat(300)),
  );
  const focus: ('path' | 'query' | 'body' | 'none' | 'all')[] = ['query', 'body', 'none', 'all'];
  if (params.length > 0) focus.push('path');
  const weights = { path: 3, query: 3, body: operation.jsonBody ? 5 : 2, none: 1, all: 1 };
  return fc.oneof(...focus.map((f) => ({ weight: weights[f], arbitrary: fc.constant(f) }))).chain((f) =>
    fc.record({
      path: f === 'path' || f === 'all' ? malformed.path : fitting.path,
      query: f === 'query' || f === 'all' ? malformed.query : fitting.query,
      body: f === 'body' || f === 'all' ? malformed.body : fitting.body,
      acceptLanguage,
      // Now and then (1 in 8); the role's own session cookie comes first, so it still counts.
      cookieNoise: fc.oneof(
        { weight: 7, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom(...COOKIE_NOISE) },
      ),
    }),
  ) as fc.Arbitrary<FuzzRequest>;
}

/** The URL of a fuzzed request: the template filled in, the query written as generated. */
export function urlOf(operation: Operation, request: FuzzRequest): string {
  let i = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => request.path[i++] ?? '');
  const query = request.query
    .map(([key, value, raw]) => (raw ? `${key}=${value}` : `${encodeLoosely(key)}=${encodeLoosely(value)}`))
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** What light-my-request is given for the body. */
export function payloadOf(body: BodyCase): { headers: Record<string, string>; payload?: string } {
  if (body.kind === 'none') return { headers: {} };
  if (body.kind === 'json')
    return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body.value) };
  return {
    headers: body.contentType === null ? {} : { 'content-type': body.contentType },
    payload: body.text,
  };
}

/** A short account of a request for a failure message (long strings cut). */
export function describeRequest(method: string, url: string, body: BodyCase): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} characters)` : s);
  const shownBody =
    body.kind === 'none'
      ? '(no body)'
      : body.kind === 'json'
        ? `application/json ${cut(JSON.stringify(body.value) ?? '')}`
        : `${body.contentType ?? '(no content-type)'} ${cut(JSON.stringify(body.text))}`;
  return `${method} ${cut(url)}\n  body: ${shownBody}`;
}
