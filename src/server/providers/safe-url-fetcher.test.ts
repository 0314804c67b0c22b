import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SafeFetchError } from './safe-fetch-errors';
import { decodeText, type SafeFetchOptions, safeFetch } from './safe-url-fetcher';

// The fetcher against real local servers. They live on 127.0.0.1, which the rules refuse, so each test
// names the exact host:port pairs it allows, as the API tests do through IMPORT_TEST_ALLOW_HOSTS.

// The name resolver is an option, so each test can answer the lookups itself; by default it asks the
// system's resolver, as in production.
const dns = {
  lookup: vi.fn((name: string) => lookup(name, { all: true, verbatim: true })),
};

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface FixtureServer {
  origin: string;
  hostPort: string;
  port: number;
  hits: string[];
  handle(path: string, handler: Handler): void;
  close(): Promise<void>;
}

async function startServer(): Promise<FixtureServer> {
  const handlers = new Map<string, Handler>();
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(`${request.headers.host} ${request.url}`);
    const handler = handlers.get(request.url ?? '');
    if (handler) handler(request, response);
    else response.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    port,
    hits,
    handle: (path, handler) => handlers.set(path, handler),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const html =
  (body: string, type = 'text/html; charset=utf-8'): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': type }).end(body);
  };
const redirect =
  (location: string, status = 302): Handler =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };

let main: FixtureServer;
let other: FixtureServer;
let options: SafeFetchOptions;

beforeAll(async () => {
  main = await startServer();
  other = await startServer();
});
afterAll(async () => {
  await main.close();
  await other.close();
});
beforeEach(() => {
  options = {
    kind: 'page',
    userAgent: 'Meedoen-import/1.0 (+http://test)',
    maxBytes: 64 * 1024,
    allowHosts: [main.hostPort],
    resolveName: dns.lookup,
  };
});
afterEach(() => {
  main.hits.length = 0;
  other.hits.length = 0;
});

async function refusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe('safeFetch', () => {
  it('reads an allowed page and says what it is and where it ended', async () => {
    main.handle('/page', html('<h1>Hallo</h1>'));
    const page = await safeFetch(`${main.origin}/page`, options);
    expect(page).toMatchObject({ url: `${main.origin}/page`, mediaType: 'text/html', charset: 'utf-8' });
    expect(page.body.toString()).toBe('<h1>Hallo</h1>');
  });

  it('sends its own User-Agent and nothing of the person (no cookies)', async () => {
    let headers: IncomingMessage['headers'] = {};
    main.handle('/who', (request, response) => {
      headers = request.headers;
      html('ok')(request, response);
    });
    await safeFetch(`${main.origin}/who`, options);
    expect(headers['user-agent']).toBe('Meedoen-import/1.0 (+http://test)');
    expect(headers.cookie).toBeUndefined();
  });

  it('refuses the same server without the allowance, before any request', async () => {
    main.handle('/page', html('<h1>Hallo</h1>'));
    const error = await refusal(safeFetch(`${main.origin}/page`, { ...options, allowHosts: [] }));
    expect(error).toMatchObject({ problem: 'blockedAddress', statusCode: 400 });
    expect(main.hits).toEqual([]);
  });

  it('allows exactly the host:port named, not another port on the same address', async () => {
    other.handle('/page', html('ok'));
    const error = await refusal(safeFetch(`${other.origin}/page`, options));
    expect(error.problem).toBe('blockedAddress');
    expect(other.hits).toEqual([]);
  });

  it.each([
    ['ftp://example.nl/file', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,<h1>x</h1>', 'scheme'],
    ['gopher://example.nl/', 'scheme'],
    ['http://user:secret@example.nl/', 'credentials'],
    ['http://:secret@example.nl/', 'credentials'],
    ['geen adres', 'invalidUrl'],
    ['http://', 'invalidUrl'],
  ])('refuses %s (%s) with a 400', async (url, problem) => {
    const error = await refusal(safeFetch(url, options));
    expect(error).toMatchObject({ problem, statusCode: 400 });
  });

  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://100.64.0.1/',
    'http://localhost/',
    'http://api.localhost/',
    'http://metadata.google.internal/',
    'http://nas.local/',
  ])('refuses %s without resolving or connecting', async (url) => {
    dns.lookup.mockClear();
    const error = await refusal(safeFetch(url, { ...options, allowHosts: [] }));
    expect(error).toMatchObject({ problem: 'blockedAddress', statusCode: 400 });
    expect(dns.lookup).not.toHaveBeenCalled();
  });

  it('refuses a name when any one of its addresses is private', async () => {
    dns.lookup.mockResolvedValueOnce([
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ] satisfies LookupAddress[]);
    const error = await refusal(safeFetch('http://mixed.example.nl/', { ...options, allowHosts: [] }));
    expect(error.problem).toBe('blockedAddress');
  });

  it('refuses a name that resolves to an IPv4-mapped loopback address', async () => {
    dns.lookup.mockResolvedValueOnce([{ address: '::ffff:127.0.0.1', family: 6 }] satisfies LookupAddress[]);
    const error = await refusal(safeFetch('http://sneaky.example.nl/', { ...options, allowHosts: [] }));
    expect(error.problem).toBe('blockedAddress');
  });

  it('connects to the address it checked, once resolved, keeping the host name in the Host header', async () => {
    // fixture.example.nl exists in no DNS: reaching the server proves the connection used our answer.
    dns.lookup.mockClear();
    dns.lookup.mockResolvedValueOnce([{ address: '127.0.0.1', family: 4 }] satisfies LookupAddress[]);
    main.handle('/named', html('named'));
    const host = `fixture.example.nl:${main.port}`;
    const page = await safeFetch(`http://${host}/named`, { ...options, allowHosts: [host] });
    expect(page.body.toString()).toBe('named');
    expect(main.hits).toEqual([`${host} /named`]);
    expect(dns.lookup).toHaveBeenCalledTimes(1);
  });

  it('answers an unknown host as not found', async () => {
    dns.lookup.mockRejectedValueOnce(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
    const error = await refusal(safeFetch('http://bestaat-niet.example.nl/', options));
    expect(error).toMatchObject({ problem: 'unknownHost', statusCode: 400 });
  });

  it('follows up to three redirects, resolving each Location against the current URL', async () => {
    main.handle('/r1', redirect('/r2', 301));
    main.handle('/r2', redirect(`${main.origin}/r3`, 307));
    main.handle('/r3', redirect('final', 308));
    main.handle('/final', html('arrived'));
    const page = await safeFetch(`${main.origin}/r1`, options);
    expect(page.url).toBe(`${main.origin}/final`);
    expect(page.body.toString()).toBe('arrived');
  });

  it('refuses a fourth redirect', async () => {
    main.handle('/loop', redirect('/loop'));
    const error = await refusal(safeFetch(`${main.origin}/loop`, options));
    expect(error).toMatchObject({ problem: 'tooManyRedirects', statusCode: 400 });
    expect(main.hits).toHaveLength(4);
  });

  it('checks every redirect target like a typed URL: no hop to a refused address', async () => {
    other.handle('/secret', html('secret'));
    main.handle('/to-other', redirect(`${other.origin}/secret`));
    main.handle('/to-metadata', redirect('http://169.254.169.254/latest/meta-data/'));
    main.handle('/to-file', redirect('file:///etc/passwd'));
    expect((await refusal(safeFetch(`${main.origin}/to-other`, options))).problem).toBe('blockedAddress');
    expect((await refusal(safeFetch(`${main.origin}/to-metadata`, options))).problem).toBe('blockedAddress');
    expect((await refusal(safeFetch(`${main.origin}/to-file`, options))).problem).toBe('scheme');
    expect(other.hits).toEqual([]);
  });

  it('says which status an unsuccessful page answered', async () => {
    const error = await refusal(safeFetch(`${main.origin}/missing`, options));
    expect(error).toMatchObject({ problem: 'remoteStatus', statusCode: 502 });
    expect(error.reason).toEqual({ nl: 'de pagina antwoordde met 404', en: 'the page answered with 404' });
  });

  it.each(['application/json', 'text/plain', 'image/svg+xml', ''])(
    'refuses a page of type %s',
    async (type) => {
      main.handle('/typed', (_request, response) => {
        response.writeHead(200, type ? { 'content-type': type } : {}).end('{}');
      });
      const error = await refusal(safeFetch(`${main.origin}/typed`, options));
      expect(error).toMatchObject({ problem: 'wrongType', statusCode: 400 });
    },
  );

  it('accepts only image types for an image', async () => {
    main.handle('/picture.png', html('<p>no picture</p>'));
    const error = await refusal(safeFetch(`${main.origin}/picture.png`, { ...options, kind: 'image' }));
    expect(error.problem).toBe('wrongType');
    main.handle('/real.png', html('PNG', 'image/png'));
    const picture = await safeFetch(`${main.origin}/real.png`, { ...options, kind: 'image' });
    expect(picture.mediaType).toBe('image/png');
  });

  it('refuses a body that declares more than the cap', async () => {
    main.handle('/declared', (_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html',
        'content-length': String(options.maxBytes + 1),
      });
      response.write('x');
    });
    const error = await refusal(safeFetch(`${main.origin}/declared`, options));
    expect(error).toMatchObject({ problem: 'tooLarge', statusCode: 413 });
  });

  it('stops a streamed body as soon as it passes the cap', async () => {
    let written = 0;
    main.handle('/endless', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const timer = setInterval(() => {
        if (response.destroyed || written > 100 * options.maxBytes) return clearInterval(timer);
        written += chunk.length;
        response.write(chunk);
      }, 1);
    });
    const error = await refusal(safeFetch(`${main.origin}/endless`, options));
    expect(error.problem).toBe('tooLarge');
    expect(written).toBeLessThan(20 * options.maxBytes);
  });

  it('counts the cap after decompression (a small gzip that unpacks huge)', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(10 * options.maxBytes, ' '));
    expect(bomb.length).toBeLessThan(options.maxBytes);
    main.handle('/bomb', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(bomb);
    });
    const error = await refusal(safeFetch(`${main.origin}/bomb`, options));
    expect(error.problem).toBe('tooLarge');
  });

  it('reads a gzip or brotli page', async () => {
    main.handle('/gzip', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(zlib.gzipSync('<p>ingepakt</p>'));
    });
    main.handle('/br', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' });
      response.end(zlib.brotliCompressSync('<p>br</p>'));
    });
    expect((await safeFetch(`${main.origin}/gzip`, options)).body.toString()).toBe('<p>ingepakt</p>');
    expect((await safeFetch(`${main.origin}/br`, options)).body.toString()).toBe('<p>br</p>');
  });

  it('gives up when the server does not answer in time', async () => {
    main.handle('/silent', () => {});
    const started = Date.now();
    const error = await refusal(safeFetch(`${main.origin}/silent`, { ...options, timeoutMs: 300 }));
    expect(error).toMatchObject({ problem: 'timeout', statusCode: 504 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up when the body trickles past the deadline', async () => {
    main.handle('/trickle', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => (response.destroyed ? clearInterval(timer) : response.write('.')), 50);
    });
    const error = await refusal(safeFetch(`${main.origin}/trickle`, { ...options, timeoutMs: 300 }));
    expect(error.problem).toBe('timeout');
  });

  it('answers a closed port as unreachable', async () => {
    const closed = await startServer();
    await closed.close();
    const error = await refusal(
      safeFetch(`${closed.origin}/`, { ...options, allowHosts: [closed.hostPort] }),
    );
    expect(error).toMatchObject({ problem: 'unreachable', statusCode: 502 });
  });
});

describe('decodeText', () => {
  const cafe = Buffer.from([0x63, 0x61, 0x66, 0xe9]);

  it('uses the charset of the Content-Type', () => {
    expect(decodeText(cafe, 'iso-8859-1')).toBe('café');
    expect(decodeText(cafe, 'windows-1252')).toBe('café');
    expect(decodeText(Buffer.from('café'), 'utf-8')).toBe('café');
  });

  it('falls back to a <meta charset>, then UTF-8; an unknown label reads as UTF-8', () => {
    const page = Buffer.concat([Buffer.from('<meta charset="latin1"><p>'), cafe]);
    expect(decodeText(page, null)).toBe('<meta charset="latin1"><p>café');
    expect(decodeText(Buffer.from('café'), null)).toBe('café');
    expect(decodeText(Buffer.from('café'), 'x-made-up')).toBe('café');
  });
});
