import { vi } from 'vitest';

// The component tests' server: globalThis.fetch answers JSON per request, so a test runs the real
// component with its real API module, whichever client that module uses to call fetch.

export interface FetchCall {
  method: string;
  /** The path and query, as the client asked for them: '/api/activities?lang=nl'. */
  path: string;
  /** The JSON body sent, parsed; undefined without one. */
  body: unknown;
}

/** A status other than 200 with its JSON body. */
class Reply {
  constructor(
    readonly status: number,
    readonly json: unknown,
  ) {}
}

/** An answer other than 200: `reply(400, { message, issues })`. */
export function reply(status: number, json: unknown): Reply {
  return new Reply(status, json);
}

/** An answer: JSON for a 200, a reply(), or a function of the request giving either. */
export type StubAnswer = ((call: FetchCall) => unknown) | object | string | number | boolean | null;

/**
 * Stubs fetch with answers keyed 'METHOD /path' (the path without its query answers any query) and
 * returns the requests made, in order. A request no key answers gets a 404, so a test sees it fail.
 */
export function stubFetch(answers: Record<string, StubAnswer>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const url = new URL(request?.url ?? String(input), 'http://localhost');
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      const text = typeof init?.body === 'string' ? init.body : request ? await request.clone().text() : '';
      const call: FetchCall = {
        method,
        path: url.pathname + url.search,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const key = [`${method} ${call.path}`, `${method} ${url.pathname}`].find((k) => k in answers);
      const stubbed =
        key === undefined ? reply(404, { message: `No stub for ${method} ${call.path}` }) : answers[key];
      const answer = typeof stubbed === 'function' ? stubbed(call) : stubbed;
      const { status, json } = answer instanceof Reply ? answer : { status: 200, json: answer };
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}
