// The benchmark's one table and the goals of issues #11 and #46, as pure functions (tested in
// report.test.ts): server-load.ts measures, run-report.ts lays out the run's rows, this module judges and
// formats.

export const GOALS = {
  /** Embedded cluster, 5,000 activities, 20 connections: every request a new filter. */
  varied: { minRps: 1000, maxP99Ms: 50, minShareOfInMemory: 0.2, activities: 5000, connections: 20 },
  /** Same run: the detail page. */
  detail: { minRps: 2000, maxP99Ms: 30, activities: 5000, connections: 20 },
  /** A PostgreSQL server, 100,000 activities, 50 connections: the varied workload. */
  serverVaried: { maxP99Ms: 50, activities: 100_000, connections: 50 },
  /** The server process's resident memory after the load. */
  rssMb: 300,
  /** JavaScript a first visit loads, KB gzip, and Lighthouse's mobile performance score. */
  jsKb: { '/': 150, '/activities': 200 } as Record<string, number>,
  lighthouse: 95,
  /** Earlier goals for every list query (bench/README.md): p99 and the uncompressed 24-item page. */
  listP99Ms: 50,
  pageBytes: 30 * 1024,
  /**
   * Issue #46, on a PostgreSQL server at 100,000 activities, 50 connections, the page cache off: the
   * varied workload's p99 and the app's CPU per request (its own process, from /proc: process-cpu.ts),
   * at most half of the 1.07 ms the issue starts from; and the search "wandelen" uncached.
   */
  issue46: {
    activities: 100_000,
    connections: 50,
    variedP99Ms: 50,
    variedAppCpuMs: 0.53,
    searchP99Ms: 50,
  },
} as const;

/** One load run (autocannon) of one query. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** non-2xx answers + socket errors + timeouts. */
  failures: number;
  appCpuMsPerRequest: number | null;
  dbCpuMsPerRequest: number | null;
  /** Uncompressed size of one answer and its gzip size. */
  bytes: number;
  gzipBytes: number;
  items: number | null;
  total: number | null;
}

export interface MemoryFigures {
  /** VmRSS of the server process after the load, and its peak (VmHWM), from /proc. */
  rssMb: number;
  peakRssMb: number | null;
  /** process.memoryUsage() inside the server, when its probe answered. */
  heapUsedMb: number | null;
  heapTotalMb: number | null;
  externalMb: number | null;
  arrayBuffersMb: number | null;
}

export interface PageWeight {
  path: string;
  /** Bytes of JavaScript, gzip level 9, that a first visit loads. */
  gzip: number;
  goalKb: number;
  /** Lighthouse mobile performance (0–100), null when it did not run. */
  lighthouse: number | null;
}

export interface StartFigures {
  /** From spawning the built server on an empty DATA_DIR to the first healthy /api/health. */
  firstMs: number;
  /** The same on the DATA_DIR the first start left. */
  secondMs: number | null;
  /** The demo seed's share of the first start, from the server's log. */
  seedMs: number | null;
  /** RSS of each server once started (the first one has just made the demo agenda's pictures). */
  firstRssMb: number | null;
  secondRssMb: number | null;
}

export interface Verdict {
  met: boolean;
  /** The figures that missed, for the NOT met line. */
  misses: string[];
  /** Said after "met"/"NOT met", e.g. that the run's size differs from the goal's. */
  note?: string;
}

const int = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${Math.round(n)} MB`;

function verdict(misses: string[], note?: string): Verdict {
  return { met: misses.length === 0, misses, ...(note ? { note } : {}) };
}

/** "met", "NOT met: a, b", with the note when there is one. */
export function formatVerdict(v: Verdict): string {
  const head = v.met ? 'met' : `NOT met: ${v.misses.join(', ')}`;
  return v.note ? `${head} (${v.note})` : head;
}

/** Notes when the run was not made at the size the goal is stated for. */
export function sizeNote(
  run: { activities: number; connections: number },
  goal: { activities: number; connections: number },
): string | undefined {
  const differences: string[] = [];
  if (run.activities !== goal.activities)
    differences.push(`${int(run.activities)} activities, goal at ${int(goal.activities)}`);
  if (run.connections !== goal.connections)
    differences.push(`${run.connections} connections, goal at ${goal.connections}`);
  return differences.length > 0 ? differences.join('; ') : undefined;
}

/** Failed requests; and a load that got no answer at all (the run stopped at its first error) is no pass. */
function failuresMiss(load: LoadFigures): string[] {
  if (load.requestsPerSecond === 0) return ['no request answered'];
  return load.failures > 0 ? [`${int(load.failures)} failed requests`] : [];
}

export function checkVaried(
  varied: LoadFigures,
  inMemory: LoadFigures | undefined,
  run: { activities: number; connections: number },
): Verdict {
  const goal = GOALS.varied;
  const misses: string[] = [];
  if (varied.requestsPerSecond < goal.minRps) misses.push(`${int(varied.requestsPerSecond)} req/s < 1,000`);
  if (!(varied.p99Ms < goal.maxP99Ms)) misses.push(`p99 ${ms(varied.p99Ms)} ≥ ${goal.maxP99Ms}`);
  const share = shareOf(varied, inMemory);
  if (share === null) misses.push('in-memory route not measured');
  else if (share < goal.minShareOfInMemory) misses.push(`${percent(share)} of in-memory < 20%`);
  misses.push(...failuresMiss(varied));
  return verdict(misses, sizeNote(run, goal));
}

export function shareOf(load: LoadFigures, inMemory: LoadFigures | undefined): number | null {
  return inMemory && inMemory.requestsPerSecond > 0
    ? load.requestsPerSecond / inMemory.requestsPerSecond
    : null;
}

export function percent(share: number): string {
  return `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;
}

export function checkDetail(detail: LoadFigures, run: { activities: number; connections: number }): Verdict {
  const goal = GOALS.detail;
  const misses: string[] = [];
  if (detail.requestsPerSecond < goal.minRps) misses.push(`${int(detail.requestsPerSecond)} req/s < 2,000`);
  if (!(detail.p99Ms < goal.maxP99Ms)) misses.push(`p99 ${ms(detail.p99Ms)} ≥ ${goal.maxP99Ms}`);
  misses.push(...failuresMiss(detail));
  return verdict(misses, sizeNote(run, goal));
}

export function checkServerVaried(
  varied: LoadFigures,
  run: { activities: number; connections: number },
): Verdict {
  const goal = GOALS.serverVaried;
  const misses: string[] = [];
  if (!(varied.p99Ms < goal.maxP99Ms)) misses.push(`p99 ${ms(varied.p99Ms)} ≥ ${goal.maxP99Ms}`);
  misses.push(...failuresMiss(varied));
  return verdict(misses, sizeNote(run, goal));
}

/**
 * Issue #46: the varied workload with the page cache off on the PostgreSQL server: p99, and the CPU the
 * app's own process spends per request (null in-process, where autocannon shares it: no pass then).
 */
export function checkUncachedVaried(
  varied: LoadFigures,
  run: { activities: number; connections: number },
): Verdict {
  const goal = GOALS.issue46;
  const misses: string[] = [];
  if (!(varied.p99Ms < goal.variedP99Ms)) misses.push(`p99 ${ms(varied.p99Ms)} ≥ ${goal.variedP99Ms}`);
  const cpu = varied.appCpuMsPerRequest;
  if (cpu === null) misses.push('app CPU not measured (in-process)');
  else if (cpu > goal.variedAppCpuMs)
    misses.push(`app CPU ${cpu.toFixed(2)} ms/request > ${goal.variedAppCpuMs.toFixed(2)}`);
  misses.push(...failuresMiss(varied));
  return verdict(misses, sizeNote(run, goal));
}

/** Issue #46: the search "wandelen" with the page cache off, with the list goals every list row has. */
export function checkUncachedSearch(
  search: LoadFigures,
  run: { activities: number; connections: number },
): Verdict {
  const goal = GOALS.issue46;
  const misses: string[] = [];
  if (!(search.p99Ms < goal.searchP99Ms)) misses.push(`p99 ${ms(search.p99Ms)} ≥ ${goal.searchP99Ms}`);
  if (search.bytes >= GOALS.pageBytes) misses.push(`page ${kb(search.bytes)} ≥ 30 KB`);
  misses.push(...failuresMiss(search));
  return verdict(misses, sizeNote(run, goal));
}

export function checkList(list: LoadFigures): Verdict {
  const misses: string[] = [];
  if (!(list.p99Ms < GOALS.listP99Ms)) misses.push(`p99 ${ms(list.p99Ms)} ≥ ${GOALS.listP99Ms}`);
  if (list.bytes >= GOALS.pageBytes) misses.push(`page ${kb(list.bytes)} ≥ 30 KB`);
  misses.push(...failuresMiss(list));
  return verdict(misses);
}

export function checkMemory(memory: MemoryFigures): Verdict {
  return verdict(memory.rssMb < GOALS.rssMb ? [] : [`RSS ${mb(memory.rssMb)} ≥ ${GOALS.rssMb}`]);
}

export function checkWeight(page: PageWeight): Verdict {
  const misses: string[] = [];
  if (page.gzip >= page.goalKb * 1024) misses.push(`${kb(page.gzip)} ≥ ${page.goalKb} KB`);
  if (page.lighthouse !== null && page.lighthouse < GOALS.lighthouse)
    misses.push(`Lighthouse ${page.lighthouse} < ${GOALS.lighthouse}`);
  return verdict(misses, page.lighthouse === null ? 'Lighthouse not measured' : undefined);
}

// --- the table ----------------------------------------------------------------------------------------

export interface Row {
  /** Which run: "embedded", "postgres" or "start". */
  run: string;
  measurement: string;
  load?: LoadFigures;
  /** What the row measured besides the load columns: sizes, memory, weights, seconds. */
  figure: string;
  goal: string;
  /** null: no goal for this row. */
  verdict: Verdict | null;
  /** The issue whose goal the row judges (listed again under the table); unset for the earlier list goals. */
  issue?: IssueWithGoals;
}

/** The issues whose goals the table judges, in the order they are listed under it. */
export const ISSUES_WITH_GOALS = [11, 46] as const;
export type IssueWithGoals = (typeof ISSUES_WITH_GOALS)[number];

export const HEADER = [
  'run',
  'measurement',
  'req/s',
  'p50 ms',
  'p99 ms',
  'fail',
  'cpu ms/req app+db',
  'figure',
  'goal',
  'result',
] as const;

const DASH = '—';

function cpu(load: LoadFigures): string {
  const { appCpuMsPerRequest: app, dbCpuMsPerRequest: db } = load;
  if (app === null && db === null) return DASH;
  return `${app === null ? DASH : app.toFixed(2)}+${db === null ? DASH : db.toFixed(2)}`;
}

/** The cells of one row, in HEADER's order. */
export function cells(row: Row): string[] {
  const { load } = row;
  return [
    row.run,
    row.measurement,
    load ? int(load.requestsPerSecond) : '',
    load ? String(load.p50Ms) : '',
    load ? String(load.p99Ms) : '',
    load ? int(load.failures) : '',
    load ? cpu(load) : '',
    row.figure,
    row.goal || DASH,
    row.verdict ? formatVerdict(row.verdict) : DASH,
  ];
}

/** The size column of a load row: items/total of a list page, its bytes and gzip bytes. */
export function loadFigure(load: LoadFigures): string {
  const items =
    load.items === null
      ? ''
      : load.total === null
        ? `${load.items} items · `
        : `${load.items}/${int(load.total)} · `;
  return `${items}${kb(load.bytes)} (${kb(load.gzipBytes)} gz)`;
}

/** RSS, its peak and what the JavaScript heap, external memory and array buffers hold, all in MB. */
export function memoryFigure(memory: MemoryFigures): string {
  const parts = [`RSS ${mb(memory.rssMb)}`];
  if (memory.peakRssMb !== null) parts.push(`peak ${Math.round(memory.peakRssMb)}`);
  if (memory.heapUsedMb !== null && memory.heapTotalMb !== null)
    parts.push(`heap ${Math.round(memory.heapUsedMb)}/${Math.round(memory.heapTotalMb)}`);
  if (memory.externalMb !== null) parts.push(`external ${Math.round(memory.externalMb)}`);
  if (memory.arrayBuffersMb !== null) parts.push(`buffers ${Math.round(memory.arrayBuffersMb)}`);
  return parts.join(' · ');
}

export function weightFigure(page: PageWeight): string {
  return `${kb(page.gzip)} gzip · Lighthouse ${page.lighthouse ?? 'n/a'}`;
}

export function seconds(msValue: number): string {
  return `${(msValue / 1000).toFixed(1)} s`;
}

/** A Markdown table (pipes and a dashed rule), the text columns left-aligned and the numbers right. */
export function formatTable(rows: Row[]): string {
  const body = rows.map(cells);
  const header = [...HEADER];
  const numeric = new Set([2, 3, 4, 5, 6]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** The goals of one issue in one line each, for the end of the output. */
export function summary(rows: Row[], issue: IssueWithGoals = 11): string[] {
  return rows
    .filter((r) => r.issue === issue && r.verdict !== null)
    .map((r) => `${r.run} · ${r.measurement} · ${r.goal}: ${formatVerdict(r.verdict!)}`);
}

/** Where each issue's goals are measured, said when a run judged none of them. */
const WHERE_MEASURED: Record<IssueWithGoals, string> = {
  11: 'the embedded run, the PostgreSQL server run and the first start',
  46: 'the PostgreSQL server run with the page cache off (BENCH_DATABASE_URL=… npm run bench -- --only postgres)',
};

/** Every issue's goals under a heading, or that this run measured none of them and which run does. */
export function goalLines(rows: Row[]): string[] {
  return ISSUES_WITH_GOALS.flatMap((issue) => {
    const lines = summary(rows, issue);
    return lines.length > 0
      ? [`Goals of issue #${issue}:`, ...lines.map((line) => `  ${line}`)]
      : [
          `Goals of issue #${issue}: none measured in this run; they are measured by ${WHERE_MEASURED[issue]}`,
        ];
  });
}
