import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { checkAddress, classifyHost } from './address-rules';
import { refuse, SafeFetchError } from './safe-fetch-errors';

// Reading a page whose address a person typed, without letting that address reach anything but the
// public internet (server-side request forgery). Every hop is checked the same way:
//  1. only http(s), no user name or password in the URL;
//  2. the host name is resolved once, and every address it resolves to must be public (address-rules.ts);
//  3. the connection goes to exactly the address that was checked (a lookup function that answers it),
//     so a name that resolves differently a moment later (DNS rebinding) cannot slip past;
//  4. redirects are followed by hand, each Location checked as if it had been typed;
//  5. one deadline for the whole fetch, a byte cap counted while streaming (after decompression), and the
//     answer's Content-Type must be the kind asked for.

export type FetchKind = 'page' | 'image' | 'calendar';

export const FETCH_TIMEOUT_MS = 5_000;
export const MAX_REDIRECTS = 3;
export const PAGE_MAX_BYTES = 2 * 1024 * 1024;

const ACCEPTED_TYPES: Record<FetchKind, readonly string[]> = {
  page: ['text/html', 'application/xhtml+xml'],
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  // A calendar source: an ICS feed (served under many types by club software) or an events page; what it
  // really is, is decided by reading it (features/sources).
  calendar: [
    'text/calendar',
    'text/plain',
    'application/octet-stream',
    'application/ics',
    'text/x-vcalendar',
    'text/html',
    'application/xhtml+xml',
  ],
};
const ACCEPT_HEADER: Record<FetchKind, string> = {
  page: 'text/html,application/xhtml+xml;q=0.9',
  image: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
  calendar: 'text/calendar,text/html;q=0.8,*/*;q=0.5',
};

export interface SafeFetchOptions {
  kind: FetchKind;
  /** Names the product and where it lives, so a site owner can see who read the page. */
  userAgent: string;
  /** The byte cap after decompression. */
  maxBytes: number;
  /** For the whole fetch, redirects included; 5 s unless a test shortens it. */
  timeoutMs?: number;
  maxRedirects?: number;
  /**
   * Exact 'host:port' pairs reachable despite the address rules. Only tests set it (config.ts refuses
   * IMPORT_TEST_ALLOW_HOSTS outside NODE_ENV=test), for fixture servers on 127.0.0.1.
   */
  allowHosts?: readonly string[];
  /**
   * A conditional request (a calendar source read again): what the source answered last time. A 304
   * then answers `notModified` with an empty body instead of being refused.
   */
  conditional?: { etag: string | null; lastModified: string | null };
  /**
   * Every address a host name has; the system resolver unless a test gives its own (a module mock of
   * node:dns would not reach a fetcher another test file already loaded, the tests share their modules).
   */
  resolveName?: (name: string) => Promise<LookupAddress[]>;
}

export interface FetchedResource {
  /** Where the content finally came from (after redirects): relative links resolve against it. */
  url: string;
  /** The media type without parameters, lower case. */
  mediaType: string;
  /** The Content-Type's charset parameter, when it had one. */
  charset: string | null;
  body: Buffer;
  /** The source answered 304 to a conditional request: nothing changed since `conditional`. */
  notModified?: boolean;
  /** The ETag and Last-Modified headers, for the next conditional request. */
  etag?: string | null;
  lastModified?: string | null;
}

/**
 * Fetches a URL a person gave, by the rules above. Answers the content or throws a SafeFetchError;
 * nothing is ever fetched from an address the rules refuse (unless a test allowed that host:port).
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = parseTarget(input);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const address = await resolveChecked(url, options, signal);
      const response = await send(url, address, options, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304) {
        response.destroy();
        if (redirects >= maxRedirects) throw refuse.tooManyRedirects(maxRedirects);
        const location = response.headers.location;
        if (!location) throw refuse.badRedirect();
        url = parseTarget(location, url);
        continue;
      }
      if (status === 304 && options.conditional) {
        response.destroy();
        return { url: url.href, mediaType: '', charset: null, body: Buffer.alloc(0), notModified: true };
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw refuse.status(status);
      }
      const { mediaType, charset } = parseContentType(response.headers['content-type']);
      if (!ACCEPTED_TYPES[options.kind].includes(mediaType)) {
        response.destroy();
        throw refuse.wrongType(options.kind);
      }
      const body = await readBody(response, options.maxBytes);
      return {
        url: url.href,
        mediaType,
        charset,
        body,
        etag: headerText(response.headers.etag),
        lastModified: headerText(response.headers['last-modified']),
      };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (signal.aborted) throw refuse.timeout(timeoutMs);
    throw refuse.unreachable();
  }
}

/** A URL the fetcher may try: absolute http(s) without credentials (relative ones resolve against `base`). */
function parseTarget(input: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    throw refuse.invalidUrl();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse.scheme();
  if (url.username || url.password) throw refuse.credentials();
  return url;
}

interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** The one address the fetcher will connect to, after every address of the host has passed the rules. */
async function resolveChecked(
  url: URL,
  { allowHosts = [], resolveName = resolveWithSystem }: SafeFetchOptions,
  signal: AbortSignal,
): Promise<CheckedAddress> {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const allowed = allowHosts.includes(`${url.hostname}:${port}`);
  const host = classifyHost(url.hostname);
  if (host.kind === 'address') {
    if (!host.verdict.allowed && !allowed) throw refuse.blocked();
    return { address: host.address, family: host.address.includes(':') ? 6 : 4 };
  }
  if (host.kind === 'refused' && !allowed) throw refuse.blocked();
  const name = host.kind === 'name' ? host.name : url.hostname;
  const addresses = await withAbort(lookupAll(name, resolveName), signal);
  if (addresses.length === 0) throw refuse.unknownHost();
  // One private address among public ones is enough to refuse: the resolver (or a rebinding attacker)
  // decides which one a connection would use.
  if (!allowed && addresses.some((entry) => !checkAddress(entry.address).allowed)) throw refuse.blocked();
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

const resolveWithSystem = (name: string) => lookup(name, { all: true, verbatim: true });

async function lookupAll(
  name: string,
  resolveName: (name: string) => Promise<LookupAddress[]>,
): Promise<LookupAddress[]> {
  try {
    return await resolveName(name);
  } catch {
    throw refuse.unknownHost();
  }
}

function withAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * One GET to the checked address. The URL keeps its host name, so the Host header, TLS server name and
 * certificate check are for the site; only the address comes from our lookup. No shared agent: a
 * pooled socket could belong to an earlier, differently resolved connection.
 */
function send(
  url: URL,
  target: CheckedAddress,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const fixedLookup = ((_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: fixedLookup,
      signal,
      headers: {
        'user-agent': options.userAgent,
        accept: ACCEPT_HEADER[options.kind],
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'nl,en;q=0.8',
        ...conditionalHeaders(options.conditional),
      },
    });
    request.once('response', resolve);
    // on, not once: a socket can fail again after the answer began, and an unheard 'error' would throw.
    request.on('error', reject);
    request.end();
  });
}

function conditionalHeaders(conditional: SafeFetchOptions['conditional']): Record<string, string> {
  const headers: Record<string, string> = {};
  if (conditional?.etag) headers['if-none-match'] = conditional.etag;
  if (conditional?.lastModified) headers['if-modified-since'] = conditional.lastModified;
  return headers;
}

/** A header as one short line, or null: it is stored and sent back, never shown. */
function headerText(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 500 ? text : null;
}

function parseContentType(header: string | undefined): { mediaType: string; charset: string | null } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(parameter)?.[1])
    .find(Boolean);
  return { mediaType: type.trim().toLowerCase(), charset: charset?.toLowerCase() ?? null };
}

/**
 * The body, decompressed, refused as soon as it passes `maxBytes`: counted on what comes out of the
 * decompressor, so a small gzip bomb is stopped as early as a big page.
 */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const declared = Number(response.headers['content-length']);
  if ((encoding === 'identity' || encoding === '') && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw refuse.tooLarge(maxBytes);
  }
  const source = decompressed(response, encoding);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) throw refuse.tooLarge(maxBytes);
      chunks.push(chunk as Buffer);
    }
  } finally {
    if (total > maxBytes || !response.complete) {
      response.destroy();
      source.destroy();
    }
  }
  return Buffer.concat(chunks, total);
}

function decompressed(response: IncomingMessage, encoding: string): Readable {
  const noop = () => {};
  switch (encoding) {
    case '':
    case 'identity':
      return response;
    case 'gzip':
    case 'x-gzip':
      return pipeline(response, zlib.createGunzip(), noop);
    case 'deflate':
      return pipeline(response, zlib.createInflate(), noop);
    case 'br':
      return pipeline(response, zlib.createBrotliDecompress(), noop);
    default:
      response.destroy();
      throw new SafeFetchError('wrongType', 400, {
        nl: `de pagina is verpakt op een onbekende manier (${encoding.slice(0, 20)})`,
        en: `the page is packed in an unknown way (${encoding.slice(0, 20)})`,
      });
  }
}

/**
 * An HTML page's text: the charset of the Content-Type, else of a <meta> near the top, else UTF-8.
 * TextDecoder knows the labels browsers know (latin1 and iso-8859-1 read as windows-1252).
 */
export function decodeText(body: Buffer, charset: string | null): string {
  const label = charset ?? sniffMetaCharset(body) ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(body);
}

function sniffMetaCharset(body: Buffer): string | null {
  const head = body.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_.:-]+)/i.exec(head)?.[1]?.toLowerCase() ?? null;
}
