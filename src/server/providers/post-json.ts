// The one HTTP call the outside services (translation, the assistant's model) are reached by. Each
// caller names its own error: the service turns it into an answer for the person and a log line for the
// operator, whose reason is written here, from the status code or the kind of failure, so no URL, key or
// answer body ever reaches the log.

import { AnswerTooLarge, readLimitedBody } from './read-limited-body';

/** The most a translation or a model may answer: their real answers are a few kilobytes. */
export const JSON_ANSWER_MAX_BYTES = 1024 * 1024;

/** How a service is called: tests shorten the wait, production keeps the service's own timeout. */
export interface OutsideServiceOptions {
  timeoutMs?: number;
}

export interface JsonRequest {
  body: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** The answer's cap; JSON_ANSWER_MAX_BYTES unless a caller needs less. */
  maxBytes?: number;
}

/**
 * POSTs JSON and returns the parsed answer; any failure is thrown as `failed(reason)`. The deadline
 * covers the whole exchange, answer body included. The address comes from the site's configuration,
 * never from a person, so this is a plain fetch rather than the safe fetcher (a service on localhost is
 * a usual set-up). Redirects are refused: an API has no reason to send one, and a key has no business
 * following it. The answer is read up to its cap and refused beyond it, never buffered whole.
 */
export async function postJson(
  url: string,
  request: JsonRequest,
  failed: (reason: string) => Error,
): Promise<unknown> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...request.headers },
      body: JSON.stringify(request.body),
      signal,
      // Not followed: a 3xx is refused below with its status, as any other answer that is not a 2xx.
      redirect: 'manual',
    });
  } catch (error) {
    throw failed(signal.aborted ? 'no answer in time' : `no connection (${errorCode(error)})`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw failed(`answered with status ${response.status}`);
  }
  const maxBytes = request.maxBytes ?? JSON_ANSWER_MAX_BYTES;
  let body: Buffer;
  try {
    body = await readLimitedBody(response, maxBytes);
  } catch (error) {
    if (error instanceof AnswerTooLarge) throw failed(`answer larger than ${maxBytes} bytes`);
    throw failed(signal.aborted ? 'no answer in time' : `answer broken off (${errorCode(error)})`);
  }
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw failed('answer is not JSON');
  }
}

/** The system's code for a failed connection (ECONNREFUSED, ENOTFOUND…): says what went wrong, no more. */
function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
}
