import type { Localized } from '../../domain/language';
import { NO_CONNECTION, SERVER_UNREACHABLE } from '../../domain/unreachable-messages';
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

interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData goes as multipart, its boundary set by the browser. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one place the client calls the API: the session cookie, the current language, and the server's one
 * error shape `{ message, issues? }` turned into an ApiError. Non-OK responses throw.
 */
async function request(path: string, { method = 'GET', body, signal }: ApiFetchOptions): Promise<Response> {
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
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return readBody<T>(await request(path, options));
}

/** Like apiFetch, with the response headers: a list's total arrives in X-Total-Count. */
export async function apiFetchWithHeaders<T>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await request(path, options);
  return { data: await readBody<T>(response), headers: response.headers };
}

/** A file download: the bytes, and the headers that name it (Content-Disposition). */
export async function apiFetchBlob(
  path: string,
  options: ApiFetchOptions = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const response = await request(path, options);
  return { blob: await response.blob(), headers: response.headers };
}

/** What a toast says about a failed request: the server's own message, else a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18n.t('common:toasts.genericError');
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
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
