import type { Client } from 'openapi-fetch';
import type { Localized } from '../../domain/language';
import { NO_CONNECTION, SERVER_UNREACHABLE } from '../../domain/unreachable-messages';
import type { paths } from './api-schema';
import { currentLanguage, i18n } from './i18n';

export class ApiError extends Error {
  /** The answer's status; 0 when no answer arrived (offline, connection refused). */
  readonly status: number;
  /** Field issues the server may add to a 400 (`{ message, issues }`). */
  readonly issues: unknown;

  constructor(status: number, message: string, issues?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
  }
}

/**
 * The one client for the API, typed by the server's own OpenAPI document (api-schema.ts, generated):
 * `api.GET('/api/activities/{id}', { params: { path: { id } }, signal })` knows the path, its parameters,
 * the body it takes and the answer it gives. The types are openapi-fetch's; the few lines that make the
 * call are here, because its runtime (serialisers for every OpenAPI parameter style, middleware), which
 * this API does not need, would be on every page's first load. Every call goes through `send`, so a call
 * that returns has succeeded: `{ data, response }`, with the answer's headers in `response`.
 */
export const api = {
  GET: (path: string, options?: CallOptions) => call('GET', path, options),
  PUT: (path: string, options?: CallOptions) => call('PUT', path, options),
  POST: (path: string, options?: CallOptions) => call('POST', path, options),
  DELETE: (path: string, options?: CallOptions) => call('DELETE', path, options),
  PATCH: (path: string, options?: CallOptions) => call('PATCH', path, options),
  // openapi-fetch's signatures, generic in the path, are what the features see.
} as unknown as Pick<Client<paths>, 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH'>;

type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';

/**
 * What a call may name, of all that openapi-fetch's types allow: its other options (headers, middleware and
 * the like) are not read.
 */
interface CallOptions {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  /** Sent as JSON; a FormData goes as multipart, its boundary set by the browser. */
  body?: unknown;
  /** `blob` for a file download; otherwise the answer is JSON. */
  parseAs?: 'json' | 'blob';
  signal?: AbortSignal | null;
}

async function call(method: HttpMethod, path: string, { params, body, parseAs, signal }: CallOptions = {}) {
  const response = await send(address(path, params), method, body, signal ?? undefined);
  return { data: parseAs === 'blob' ? await response.blob() : await readJson(response), response };
}

/** The path with its parameters filled in, and its query as URLSearchParams writes it (unset ones left out). */
function address(path: string, params: CallOptions['params'] = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params.path?.[name])),
  );
  const entries = Object.entries(params.query ?? {}).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [[key, String(value)]],
  );
  const query = new URLSearchParams(entries).toString();
  return query ? `${filled}?${query}` : filled;
}

/**
 * The session cookie, the current language, and the server's one error shape `{ message, issues? }`
 * turned into an ApiError. Non-OK responses throw.
 */
async function send(
  path: string,
  method: HttpMethod,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A cancelled request stays a cancellation (React Query ignores it); anything else means no answer
    // arrived at all, which the person reads as "no connection", not as "Failed to fetch".
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new ApiError(0, NO_CONNECTION[currentLanguage()]);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** The JSON answer, or undefined for an empty one (204). */
async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** The outcome of a typed call: `send` has already thrown for every answer that is not a success. */
export interface Answer<T> {
  data?: T;
  response: Response;
}

/**
 * The body of a successful answer, as the server's document declares it. openapi-fetch types `data` as
 * optional because its own client reports failures as values; here those were thrown, and an empty
 * answer (204) is one whose declared body is nothing.
 */
export async function dataOf<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data } = await call;
  return data as T;
}

/** What a toast says about a failed request: the server's own message, else a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18n.t('common:toasts.genericError');
}

async function toApiError(response: Response): Promise<ApiError> {
  const payload = await readErrorPayload(response);
  const message =
    payload && typeof payload.message === 'string' && payload.message
      ? payload.message
      : (await wordsForStatus(response.status))[currentLanguage()];
  return new ApiError(response.status, message, payload?.issues);
}

/**
 * The words for an answer without a message of its own (a proxy's error page, mostly): the table is
 * fetched then, not with every page's first load; if even that fails, the server is not reachable.
 */
async function wordsForStatus(status: number): Promise<Localized> {
  try {
    return (await import('../../domain/status-messages')).statusMessage(status);
  } catch {
    return SERVER_UNREACHABLE;
  }
}

async function readErrorPayload(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await response.json();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    // Not JSON (a proxy's error page): the status decides the words.
    return null;
  }
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type JsonOf<Status> = Status extends { content: { 'application/json': infer T } } ? T : undefined;

/** The JSON a successful `method path` answers, as the server's document declares it (200 or 201). */
export type ApiAnswer<P extends keyof paths, M extends Method & keyof paths[P]> = paths[P][M] extends {
  responses: infer R;
}
  ? R extends { 200: infer S }
    ? JsonOf<S>
    : R extends { 201: infer S }
      ? JsonOf<S>
      : undefined
  : never;

/** The JSON body `method path` takes, as the server's document declares it. */
export type ApiBody<P extends keyof paths, M extends Method & keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer T } };
}
  ? T
  : never;
