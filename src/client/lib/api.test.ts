import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_CONNECTION, SERVER_UNREACHABLE, STATUS_MESSAGES } from '../../domain/status-messages';

// api.ts imports i18n.ts, which reads the stored language when it is imported: a Dutch browser here.
beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('document', { documentElement: { lang: '' } });
  vi.stubGlobal('window', { localStorage: { getItem: () => null, setItem: () => undefined } });
});
afterEach(() => vi.unstubAllGlobals());

async function failureOf(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  const { api, dataOf } = await import('./api');
  return dataOf(api.GET('/api/activities')).then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error as { status: number; message: string; name: string },
  );
}

describe('the API client: failed requests read as sentences, never as a status line', () => {
  it("shows the server's own message when it sent one", async () => {
    const error = await failureOf(async () =>
      Response.json({ message: 'Deze activiteit is vol.' }, { status: 409 }),
    );
    expect(error).toMatchObject({ status: 409, message: 'Deze activiteit is vol.' });
  });

  it("a proxy's HTML error page (502) reads as 'not reachable', in Dutch", async () => {
    const error = await failureOf(
      async () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error).toMatchObject({ status: 502, message: SERVER_UNREACHABLE.nl });
  });

  it('a 500 without a body gets the friendly server wording', async () => {
    const error = await failureOf(
      async () => new Response(null, { status: 500, statusText: 'Internal Server Error' }),
    );
    expect(error.message).toBe(STATUS_MESSAGES[500]?.nl);
    expect(error.message).not.toMatch(/Internal Server Error|500/);
  });

  it('a known 4xx without a message gets its own words', async () => {
    const error = await failureOf(async () => new Response('', { status: 404, statusText: 'Not Found' }));
    expect(error.message).toBe('We kunnen dit niet vinden.');
  });

  it('no answer at all (offline, refused) is "no connection", status 0', async () => {
    const error = await failureOf(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(error).toMatchObject({ name: 'ApiError', status: 0, message: NO_CONNECTION.nl });
  });

  it('a cancelled request stays a cancellation', async () => {
    const error = await failureOf(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    expect(error.name).toBe('AbortError');
  });
});

describe('the API client: what it sends', () => {
  /** The calls the client makes to fetch, each as its path and settings. */
  async function sent(call: (client: typeof import('./api')) => Promise<unknown>) {
    const calls: [string, RequestInit][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        return Response.json({ id: 1 });
      }),
    );
    await call(await import('./api'));
    return calls;
  }

  it('a path with its parameters and query, the session cookie and the language', async () => {
    const [[url, init] = []] = await sent(({ api, dataOf }) =>
      dataOf(api.GET('/api/activities/{id}', { params: { path: { id: '7' }, query: { lang: 'en' } } })),
    );
    expect(url).toBe('/api/activities/7?lang=en');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    const headers = new Headers(init?.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('nl');
    expect(headers.has('content-type')).toBe(false);
  });

  it('a query as URLSearchParams writes it, without the unset parameters', async () => {
    const [[url] = []] = await sent(({ api, dataOf }) =>
      dataOf(api.GET('/api/activities', { params: { query: { search: 'wandelen in bos', offset: '0' } } })),
    );
    expect(url).toBe('/api/activities?search=wandelen+in+bos&offset=0');
  });

  it('a JSON body as JSON, a picture as multipart without a Content-Type of its own', async () => {
    const [[, json] = [], [, multipart] = []] = await sent(async ({ api, dataOf }) => {
      const { imageFormData } = await import('./image-form-data');
      await dataOf(
        api.POST('/api/contact-messages/{id}/replies', {
          params: { path: { id: '3' } },
          body: { text: 'Dag' },
        }),
      );
      await dataOf(api.POST('/api/upload-image', { body: imageFormData(new File(['x'], 'a.png')) }));
    });
    expect(json).toMatchObject({ method: 'POST', body: '{"text":"Dag"}' });
    expect(new Headers(json?.headers).get('content-type')).toBe('application/json');
    expect(multipart?.body).toBeInstanceOf(FormData);
    expect(new Headers(multipart?.headers).has('content-type')).toBe(false);
  });
});
