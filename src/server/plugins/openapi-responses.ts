import type { RouteOptions } from 'fastify';
import type { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from './access';
import { messageResponse } from './errors';

// The error answers that follow from what a route is, written once instead of in every route file:
// its input (400), who may call it (401, 403), a looked-up id (404), a body (413, 415), and the
// cross-site check on every mutation (403, plugins/security.ts), and the two any route can give when
// something fails under it (500, and 503 when the database does not answer: plugins/errors.ts). Answers
// that depend on the route's own rules (409 on a conflict, 429 where a limiter counts, 502 from an
// outside service) stay in the route.

type SwaggerDocument = ReturnType<typeof jsonSchemaTransformObject>;

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const described = (text: string) => messageResponse.describe(text);

const BAD_INPUT = 'The input is not valid: `message` names the first problem, `issues` every field';
const NOT_SIGNED_IN = 'Nobody is signed in (no valid session cookie)';
const NOT_ADMINISTRATOR = 'Signed in, but not as an administrator';
const NOT_ORGANISER =
  'Signed in, but neither an administrator nor an organiser; or an organiser of another portal than the one this is about';
const CROSS_SITE = 'Sent from another site (an Origin header that names another host)';
const NOT_FOUND = 'Nothing with this id';
const TOO_LARGE = 'The body is larger than this route takes';
const NOT_JSON = 'The body is not JSON (nor multipart where a file is expected)';
const FAILED = 'Something failed on the server (its log has the details)';
const UNAVAILABLE = 'The database did not answer in time: try again after Retry-After seconds';

/** The common error responses of one route, each with the shared `{ message, issues? }` schema. */
export function commonResponses(route: RouteOptions, access: Access): Record<number, z.ZodType> {
  const schema = route.schema ?? {};
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const mutation = methods.some((method) => MUTATIONS.has(method));
  const responses: Record<number, z.ZodType> = {};
  if (mutation || schema.body || schema.querystring || schema.params) responses[400] = described(BAD_INPUT);
  if (access !== 'public') responses[401] = described(NOT_SIGNED_IN);
  const roleRefusal =
    access === 'administrator' ? NOT_ADMINISTRATOR : access === 'organiser' ? NOT_ORGANISER : null;
  const refusals = [roleRefusal, mutation ? CROSS_SITE : null];
  const forbidden = refusals.filter(Boolean).join('. Or: ');
  if (forbidden) responses[403] = described(forbidden);
  if (schema.params) responses[404] = described(NOT_FOUND);
  if (mutation) {
    responses[413] = described(TOO_LARGE);
    responses[415] = described(NOT_JSON);
  }
  responses[500] = described(FAILED);
  responses[503] = described(UNAVAILABLE);
  return responses;
}

/** A route's own refusal, `{ message }` with what it means in the document: a 409, a 429, a 502. */
export const refusal = described;

/** The refusal of every limiter (plugins/rate-limiter.ts), with a Retry-After header. */
export const TOO_MANY = refusal('Too many attempts in a short time: try again after Retry-After seconds');

/**
 * The document with the shared schemas that zod registered (Message), less the input forms nothing
 * refers to: zod names both the input and the output form of a schema, and only answers use Message.
 */
export function withSharedSchemas(document: SwaggerDocument): SwaggerDocument {
  const components = (document as { components?: { schemas?: Record<string, unknown> } }).components;
  const schemas = components?.schemas;
  if (!schemas) return document;
  const text = JSON.stringify({ ...document, components: { ...components, schemas: {} } });
  for (const name of Object.keys(schemas)) {
    if (name.endsWith('Input') && !text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document;
}
