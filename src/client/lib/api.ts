import { currentLanguage } from './i18n';

export class ApiError extends Error {
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
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API with the session cookie and the current language; non-OK responses throw ApiError. */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal }: ApiFetchOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

  if (!response.ok) {
    const payload = await readJson(response);
    const message =
      payload && typeof payload.message === 'string' && payload.message
        ? payload.message
        : `${response.status}: ${response.statusText}`;
    throw new ApiError(response.status, message, payload?.issues);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await response.json();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
