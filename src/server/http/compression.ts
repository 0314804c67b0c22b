import zlib from 'node:zlib';

// How answers are compressed when they are made for one request: the compress plugin's settings for
// every route (app.ts), and the list's pages (features/activities/list/page-cache.ts), most of which are made
// for one request since people's filters vary. JSON compresses well even at the fastest levels, and half
// a kilobyte more a page is nothing to a phone. Measured on list pages of the benchmark's 100,000
// activities (about 20 KB each), 2-core AMD machines: brotli quality 0 46 µs for 3.74 KB, quality 1
// 59 µs for 3.71 KB (2026-11-27; on the 5,000-activity varied workload quality 1 was a quarter of the
// server's CPU, quality 0 15%); earlier, quality 3 0.152 ms for 3.1 KB, quality 4 (the default) 0.22 ms,
// gzip level 3 about 0.13 ms for 3.3 KB, level 6 0.18 ms for 3.0 KB. (Answers kept and sent many times,
// such as the embed's, choose for themselves.)
export const BROTLI_QUALITY = 0;
export const GZIP_LEVEL = 3;

export const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
export const gzipOptions = { level: GZIP_LEVEL };
