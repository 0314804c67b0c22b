// The one HTTP call the outside services (translation, the assistant's model) are reached by. Each
// caller names its own error: the service turns it into an answer for the person and a log line for the
// operator, whose reason is written here, from the status code or the kind of failure, so no URL, key or
// answer body ever reaches the log.

export interface JsonRequest {
  body: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
}

/**
 * POSTs JSON and returns the parsed answer; any failure is thrown as `failed(reason)`. The deadline
 * covers the whole exchange, answer body included. The address comes from the site's configuration,
 * never from a person, so this is a plain fetch rather than the safe fetcher (a service on localhost is
 * a usual set-up). Redirects are refused: an API has no reason to send one, and a key has no business
 * following it.
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
      redirect: 'error',
    });
  } catch (error) {
    throw failed(signal.aborted ? 'no answer in time' : `no connection (${errorCode(error)})`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw failed(`answered with status ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw failed(signal.aborted ? 'no answer in time' : 'answer is not JSON');
  }
}

/** The system's code for a failed connection (ECONNREFUSED, ENOTFOUND…): says what went wrong, no more. */
function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
}
