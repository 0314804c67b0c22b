import zlib from 'node:zlib';

// How answers are compressed when they are made for one request: the compress plugin's settings for
// every route (app.ts), and the list's pages (features/activities/list/page-cache.ts), most of which are made
// for one request since people's filters vary. JSON compresses well even at the fastest levels, and half
// a kilobyte more a page is nothing to a phone; compressing at a higher level is paid on every such
// request and was a large share of the server's CPU on the varied workload. So: the fastest brotli
// level, and a low gzip level, whose pages are only slightly larger than the default's. (Answers kept
// and sent many times, such as the embed's, choose for themselves.)
export const BROTLI_QUALITY = 0;
export const GZIP_LEVEL = 3;

export const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
export const gzipOptions = { level: GZIP_LEVEL };
