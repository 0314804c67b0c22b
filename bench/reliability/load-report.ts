// What `npm run bench:load` reports besides its checks, as pure functions (tested in
// load-report.test.ts): the same server on the same data first takes reads alone, then the mix; the mix's
// throughput as a share of the reads', both phases' latencies, the mix's latency per kind of request and
// its slowest request, and issue #46's goals for the mix, each met or NOT met. The goals are figures, not
// checks: the exit code stays with the checks (no 5xx, nothing lost).
import { formatVerdict, type Verdict } from '../report';
import { type MixedLoadResult, percentile, type Response } from './mixed-load';

export const LOAD_GOALS = {
  /** The mix's requests a second as a share of the reads-alone phase's, measured in the same run. */
  minShareOfReadsAlone: 0.6,
  maxP99Ms: 250,
  /** No request of the mix slower than this. */
  maxMs: 1000,
  /** The sizes the goals are stated for: embedded, and on a PostgreSQL server. */
  activities: { embedded: 5000, server: 100_000 },
} as const;

/** One phase's figures. */
export interface PhaseFigures {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Requests that never got an answer within autocannon's 10 s (not among the latencies). */
  timeouts: number;
  /**
   * The slowest of the connections' opening requests, which are outside the figures above: the wait for
   * the server to accept a new connection (decision 0043).
   */
  openingMaxMs: number;
}

/** The latencies of one kind of request. */
export interface KindFigures {
  kind: string;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface SlowestRequest {
  kind: string;
  path: string;
  status: number;
  ms: number;
  /** When it was sent and answered, in ms since the phase started. */
  sentAtMs: number;
  answeredAtMs: number;
}

export interface LoadGoal {
  goal: string;
  figure: string;
  verdict: Verdict;
}

export interface LoadComparison {
  readsAlone: PhaseFigures;
  mix: PhaseFigures;
  /** The mix's req/s over the reads-alone phase's; null when the reads got no answer. */
  share: number | null;
  mixByKind: KindFigures[];
  slowest: SlowestRequest | null;
  /** The mix's requests that took a second or more: how many, and when the first few were sent. */
  overOneSecond: { count: number; sentAtMs: number[] };
  goals: LoadGoal[];
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const int = (n: number) => Math.round(n).toLocaleString('en');
// To a tenth of a percent, so a share just under the goal never reads as the goal itself.
const percent = (share: number) => `${Number((share * 100).toFixed(1))}%`;

export function phaseFigures(load: MixedLoadResult): PhaseFigures {
  return {
    seconds: round(load.seconds),
    requests: load.requests,
    requestsPerSecond: load.requestsPerSecond,
    p50Ms: load.p50Ms,
    p99Ms: load.p99Ms,
    maxMs: load.maxMs,
    timeouts: load.errors.timeout ?? 0,
    openingMaxMs: load.opening.maxMs,
  };
}

export function shareOfReadsAlone(mix: PhaseFigures, readsAlone: PhaseFigures): number | null {
  return readsAlone.requestsPerSecond > 0 ? mix.requestsPerSecond / readsAlone.requestsPerSecond : null;
}

/** The order kinds are listed in: reads first, then the members' writes, then the administrator's. */
const KIND_ORDER = ['list', 'detail', 'register', 'unregister', 'favorite', 'unfavorite', 'edit'];

/** p50, p99 and max of each kind of request that was answered, in KIND_ORDER. */
export function kindFigures(responses: readonly Response[]): KindFigures[] {
  const byKind = new Map<string, number[]>();
  for (const r of responses) {
    const times = byKind.get(r.kind);
    if (times) times.push(r.ms);
    else byKind.set(r.kind, [r.ms]);
  }
  const rank = (kind: string) => {
    const at = KIND_ORDER.indexOf(kind);
    return at === -1 ? KIND_ORDER.length : at;
  };
  return [...byKind]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([kind, times]) => {
      const sorted = times.sort((a, b) => a - b);
      return {
        kind,
        requests: sorted.length,
        p50Ms: round(percentile(sorted, 50)),
        p99Ms: round(percentile(sorted, 99)),
        maxMs: round(sorted[sorted.length - 1]!),
      };
    });
}

/** The answered request that took longest (the first of equals); null when none was answered. */
export function slowestRequest(responses: readonly Response[]): SlowestRequest | null {
  let slowest: Response | null = null;
  for (const r of responses) if (!slowest || r.ms > slowest.ms) slowest = r;
  if (!slowest) return null;
  return {
    kind: slowest.kind,
    path: slowest.path,
    status: slowest.status,
    ms: round(slowest.ms),
    sentAtMs: Math.max(0, Math.round(slowest.at - slowest.ms)),
    answeredAtMs: slowest.at,
  };
}

/** Says when the run was not made at a size the goals are stated for (5,000 embedded, 100,000 on a server). */
export function loadSizeNote(run: {
  database: 'embedded' | 'server';
  activities: number;
}): string | undefined {
  const goal = LOAD_GOALS.activities[run.database];
  return run.activities === goal
    ? undefined
    : `${int(run.activities)} activities, goal at ${int(goal)} ${run.database === 'embedded' ? 'embedded' : 'on a server'}`;
}

function verdict(misses: string[], note: string | undefined): Verdict {
  return { met: misses.length === 0, misses, ...(note ? { note } : {}) };
}

/**
 * Issue #46's goals for the mix: at least 60% of the reads-alone throughput of the same run, p99 under
 * 250 ms and no request over 1 s (a request that got no answer at all is over it).
 */
export function checkLoadGoals(
  readsAlone: PhaseFigures,
  mix: PhaseFigures,
  run: { database: 'embedded' | 'server'; activities: number },
): LoadGoal[] {
  const note = loadSizeNote(run);
  const share = shareOfReadsAlone(mix, readsAlone);
  const minShare = percent(LOAD_GOALS.minShareOfReadsAlone);
  const timedOut = mix.timeouts > 0 ? [`${int(mix.timeouts)} requests unanswered in 10 s`] : [];
  return [
    {
      goal: `mix ≥ ${minShare} of reads alone`,
      figure:
        share === null
          ? 'reads alone got no answer'
          : `${percent(share)} (${int(mix.requestsPerSecond)} / ${int(readsAlone.requestsPerSecond)} req/s)`,
      verdict: verdict(
        share === null
          ? ['reads alone not measured']
          : share < LOAD_GOALS.minShareOfReadsAlone
            ? [`${percent(share)} < ${minShare}`]
            : [],
        note,
      ),
    },
    {
      goal: `mix p99 < ${LOAD_GOALS.maxP99Ms} ms`,
      figure: `${mix.p99Ms} ms`,
      verdict: verdict(
        mix.requests === 0
          ? ['no request answered']
          : mix.p99Ms < LOAD_GOALS.maxP99Ms
            ? []
            : [`p99 ${mix.p99Ms} ms ≥ ${LOAD_GOALS.maxP99Ms}`],
        note,
      ),
    },
    {
      goal: `mix max < ${int(LOAD_GOALS.maxMs)} ms`,
      figure: `${int(mix.maxMs)} ms`,
      verdict: verdict(
        [
          ...(mix.requests === 0 ? ['no request answered'] : []),
          ...(mix.maxMs < LOAD_GOALS.maxMs ? [] : [`max ${int(mix.maxMs)} ms ≥ ${int(LOAD_GOALS.maxMs)}`]),
          ...timedOut,
        ],
        note,
      ),
    },
  ];
}

/** The requests that took `ms` or more: how many, and when the first five were sent (ms into the load). */
export function slowRequests(
  responses: readonly Response[],
  ms: number,
): { count: number; sentAtMs: number[] } {
  const slow = responses.filter((r) => r.ms >= ms);
  const sentAtMs = slow.map((r) => Math.max(0, Math.round(r.at - r.ms))).sort((a, b) => a - b);
  return { count: slow.length, sentAtMs: sentAtMs.slice(0, 5) };
}

export function compareLoads(
  readsAlone: MixedLoadResult,
  mix: MixedLoadResult,
  run: { database: 'embedded' | 'server'; activities: number },
): LoadComparison {
  const reads = phaseFigures(readsAlone);
  const mixed = phaseFigures(mix);
  return {
    readsAlone: reads,
    mix: mixed,
    share: shareOfReadsAlone(mixed, reads),
    mixByKind: kindFigures(mix.responses),
    slowest: slowestRequest(mix.responses),
    overOneSecond: slowRequests(mix.responses, 1000),
    goals: checkLoadGoals(reads, mixed, run),
  };
}

/** A Markdown table: the first column left-aligned, the others right-aligned (numbers) unless `left`. */
export function markdownTable(header: string[], rows: string[][], left = new Set([0])): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (left.has(i) ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The comparison as a person reads it: the phases and the mix's kinds, the slowest request, the goals. */
export function formatComparison(c: LoadComparison): string {
  const phase = (name: string, p: PhaseFigures) => [
    name,
    int(p.requests),
    int(p.requestsPerSecond),
    String(p.p50Ms),
    String(p.p99Ms),
    String(p.maxMs),
  ];
  const kinds = c.mixByKind.map((k) => [
    `mix: ${k.kind}`,
    int(k.requests),
    '',
    String(k.p50Ms),
    String(k.p99Ms),
    String(k.maxMs),
  ]);
  const lines = [
    markdownTable(
      ['phase (same server, same data)', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms'],
      [phase('reads alone', c.readsAlone), phase('mix', c.mix), ...kinds],
    ),
    '',
    `mix / reads alone: ${c.share === null ? 'n/a (reads alone got no answer)' : percent(c.share)}`,
    c.slowest
      ? `slowest request of the mix: ${c.slowest.kind} ${c.slowest.path} took ${int(c.slowest.ms)} ms ` +
        `(${c.slowest.status}), sent ${int(c.slowest.sentAtMs)} ms into the mix`
      : 'slowest request of the mix: none answered',
    `requests of the mix that took 1 s or more: ${int(c.overOneSecond.count)}` +
      (c.overOneSecond.count > 0 ? `, sent at ${c.overOneSecond.sentAtMs.map(int).join(', ')} ms…` : ''),
    'opening the connections (a GET /api/health each, outside the figures above; decision 0043): ' +
      `answered within ${int(c.readsAlone.openingMaxMs)} ms (reads alone), ${int(c.mix.openingMaxMs)} ms (mix)`,
    '',
    'Goals of issue #46 under the mix (figures: they do not change the exit code):',
    markdownTable(
      ['goal', 'figure', 'result'],
      c.goals.map((g) => [g.goal, g.figure, formatVerdict(g.verdict)]),
      new Set([0, 1, 2]),
    ),
  ];
  return lines.join('\n');
}
