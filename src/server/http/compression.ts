import zlib from 'node:zlib';

// How answers are compressed when they are made for one request: the compress plugin's settings for
// every route (app.ts), and the list's pages (features/activities/page-cache.ts), most of which are made
// for one request since people's filters vary. JSON compresses well even at the fastest levels. Measured
// on 40 list pages of the benchmark's 100,000 activities (19.9 KB each on average), 2-core AMD machine:
// brotli quality 1 0.091 ms for 3.6 KB, quality 3 0.152 ms for 3.1 KB, quality 4 (the default) 0.22 ms;
// gzip level 3 about 0.13 ms for 3.3 KB, level 6 0.18 ms for 3.0 KB. Half a kilobyte more a page is
// nothing to a phone; the CPU was 17% of the server's at 100,000 activities. (Answers kept and sent
// many times, such as the embed's, choose for themselves.)
// Quality 0, not 1: on 30 pages of the 100,000 (19.6 KB on average; 2-core AMD EPYC, 2026-11-27) it took
// 46 µs against 59 µs for 3.74 KB against 3.71 KB, and on the 5,000-activity varied workload brotli was
// still a quarter of the server's CPU at quality 1.
export const BROTLI_QUALITY = 0;
export const GZIP_LEVEL = 3;

export const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
export const gzipOptions = { level: GZIP_LEVEL };
