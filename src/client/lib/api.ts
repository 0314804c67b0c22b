import createClient from 'openapi-fetch';
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
 * What openapi-fetch hands its transport: the path with its query, and the request's settings. The
 * transport sends them to `fetch` as they are, instead of a Request, which needs an absolute address
 * (outside a browser, as in the loaders' tests) and would carry a multipart body as a stream.
 */
class PathRequest {
  constructor(
    readonly url: string,
    readonly init: RequestInit,
  ) {}

  get method(): string {
    return this.init.method ?? 'GET';
  }
}

/**
 * The one client for the API, typed by the server's own OpenAPI document (api-schema.ts, generated):
 * `api.GET('/api/activities/{id}', { params: { path: { id } }, signal })` knows the path, its parameters,
 * the body it takes and the answer it gives. Every call goes through `send`: the session cookie, the
 * current language, and the server's one error shape `{ message, issues? }` turned into an ApiError, so a
 * call that returns has succeeded.
 */
export const api = createClient<paths>({
  Request: PathRequest as unknown as typeof Request,
  fetch: (request) => send(request as unknown as PathRequest),
  querySerializer: queryString,
});

/** The parameters as URLSearchParams writes them (as the server's preload hints name them): unset ones left out. */
function queryString(query: Record<string, unknown>): string {
  const entries = Object.entries(query).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [[key, String(value)]],
  );
  return new URLSearchParams(entries).toString();
}

async function send({ url, init }: PathRequest): Promise<Response> {
  // openapi-fetch sets Content-Type for a JSON body, and none for a multipart one (the browser adds it
  // with its boundary) or for no body at all.
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', currentLanguage());
  const { method, body, signal } = init;

  let response: Response;
  try {
    response = await fetch(url, { method, headers, credentials: 'include', body, signal });
  } catch (error) {
    // A cancelled request stays a cancellation (React Query ignores it); anything else means no answer
    // arrived at all, which the person reads as "no connection", not as "Failed to fetch".
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new ApiError(0, NO_CONNECTION[currentLanguage()]);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** The outcome of a typed call: `send` has already thrown for every answer that is not a success. */
interface Answer<T> {
  data?: T;
  response: Response;
}

/**
 * The body of a successful answer, as the server's document declares it. openapi-fetch types `data` as
 * optional because it also reports failures as values; here those were thrown, and an empty answer
 * (204) is one whose declared body is nothing.
 */
export async function dataOf<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data } = await call;
  return data as T;
}

/** A page of a list whose total of matches comes in the X-Total-Count header, not only this page. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** The page of a list answer; without a usable X-Total-Count, the items are all there is. */
export async function pageOf<T>(call: Promise<Answer<T[] | null>>): Promise<Page<T>> {
  const { data, response } = await call;
  const items = Array.isArray(data) ? data : [];
  const total = Number(response.headers.get('x-total-count') ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/**
 * A picture as a multipart body (field `image`). The picture routes read their multipart body themselves,
 * so the document describes only their JSON form: this is the one body whose type is set aside.
 */
export function imageFormData(file: File): never {
  const body = new FormData();
  body.append('image', file, file.name);
  return body as never;
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
