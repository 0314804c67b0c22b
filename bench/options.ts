// The benchmark's command line (npm run bench -- …), checked before anything starts.
import { parseArgs } from 'node:util';

export const SKIPPABLE = ['cache-off', 'first-start', 'weight', 'lighthouse'] as const;

export const USAGE = `npm run bench [-- options]

  --embedded-count N   activities on the embedded cluster (default 5000)
  --count N            activities on the PostgreSQL server (default 100000; needs BENCH_DATABASE_URL
                       or TEST_DATABASE_URL)
  --only NAME          embedded or postgres
  --query TEXT         only the load queries whose name contains TEXT
  --duration S         seconds of load per query (default 8), after --warmup S (default 2)
  --connections N      default 20 on the embedded cluster, 50 on the server
  --reuse              keep the generated agenda between runs
  --server KIND        child (default: the built server in its own process) or inprocess
  --seed TEXT          the generator's and the workloads' seed (default meedoen-bench)
  --skip LIST          comma list of ${SKIPPABLE.join(', ')}
  --lighthouse-runs N  Lighthouse runs per page (default 1; the median is reported)
  --help               this text`;

export interface BenchOptions {
  count: number;
  embeddedCount: number;
  duration: number;
  warmup: number;
  /** null: the goals' connections (connectionsFor). */
  connections: number | null;
  reuse: boolean;
  server: 'child' | 'inprocess';
  seed: string;
  only: 'embedded' | 'postgres' | undefined;
  /** Only the load queries whose name contains this text. */
  query: string | undefined;
  skip: ReadonlySet<string>;
  /** Checked only when Lighthouse runs (positive()). */
  lighthouseRuns: string | undefined;
  help: boolean;
}

export function positive(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`);
  return number;
}

export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const { values: args } = parseArgs({
    // `npm run bench -- --x` and `tsx bench/run.ts --x` alike.
    args: argv.filter((arg) => arg !== '--'),
    options: {
      count: { type: 'string', default: '100000' },
      // The embedded cluster is generated afresh in a temporary folder on every run without --reuse, at
      // the size the issue states its embedded goals for.
      'embedded-count': { type: 'string', default: '5000' },
      duration: { type: 'string', default: '8' },
      warmup: { type: 'string', default: '2' },
      // Default: 20 on the embedded cluster, 50 on the server (the goals' connections).
      connections: { type: 'string' },
      only: { type: 'string' },
      // Only the load queries whose name contains this text, e.g. --query search.
      query: { type: 'string' },
      reuse: { type: 'boolean', default: false },
      server: { type: 'string', default: 'child' },
      seed: { type: 'string', default: 'meedoen-bench' },
      // Comma list of parts to leave out: cache-off, first-start, weight, lighthouse.
      skip: { type: 'string', default: '' },
      // Lighthouse runs per page; client-weight.mjs reports the median (scores vary, more on a busy
      // machine).
      'lighthouse-runs': { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  });

  const skip = new Set(
    args.skip
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  for (const part of skip) {
    if (!(SKIPPABLE as readonly string[]).includes(part))
      throw new Error(`--skip takes ${SKIPPABLE.join(', ')}; not ${part}`);
  }

  const options: BenchOptions = {
    count: positive('count', args.count),
    embeddedCount: positive('embedded-count', args['embedded-count']),
    duration: positive('duration', args.duration),
    warmup: Number(args.warmup),
    connections: args.connections === undefined ? null : positive('connections', args.connections),
    reuse: args.reuse,
    // "child" (default): the built server in a process of its own, as in production, so autocannon
    // (which needs a good share of a core to drive 50 connections) does not run on the server's event
    // loop, and the app's CPU time and memory per process can be read from /proc. In-process the
    // server's latency includes autocannon's own work, so "child" is the honest one.
    server: args.server === 'inprocess' ? 'inprocess' : 'child',
    seed: args.seed,
    only: args.only as BenchOptions['only'],
    query: args.query,
    skip,
    lighthouseRuns: args['lighthouse-runs'],
    help: args.help,
  };

  if (args.only !== undefined && args.only !== 'embedded' && args.only !== 'postgres') {
    throw new Error('--only must be embedded or postgres');
  }
  return options;
}
