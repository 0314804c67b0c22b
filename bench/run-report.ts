// The table of one benchmark run, printed and written to bench/results/: a row per measurement, judged
// against the goals of issues #11 and #46 by report.ts, with the machine's speed (machine-speed.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FirstStartResult } from './first-start';
import { formatMachineSpeed, type MachineSpeed, machine } from './machine-speed';
import type { BenchOptions } from './options';
import {
  checkDetail,
  checkList,
  checkMemory,
  checkServerVaried,
  checkUncachedSearch,
  checkUncachedVaried,
  checkVaried,
  checkWeight,
  formatTable,
  GOALS,
  goalLines,
  loadFigure,
  memoryFigure,
  percent,
  type Row,
  seconds,
  shareOf,
  weightFigure,
} from './report';
import { DETAIL_QUERY, HEALTH_QUERY, IN_MEMORY_QUERY, SEARCH_QUERY, VARIED_QUERY } from './scenarios';
import type { QueryResult, TargetRun } from './server-load';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

const LIST_GOAL = `p99 < ${GOALS.listP99Ms} ms · page < 30 KB`;
const UNCACHED_SEARCH_GOAL = `#46: p99 < ${GOALS.issue46.searchP99Ms} ms · page < 30 KB`;
const UNCACHED_VARIED_GOAL =
  `#46: p99 < ${GOALS.issue46.variedP99Ms} ms · app CPU ≤ ${GOALS.issue46.variedAppCpuMs} ms/req ` +
  '(app process)';

function targetRows(run: TargetRun): Row[] {
  const { target, connections } = run;
  const size = { activities: target.count, connections };
  const label = target.name;
  const on = run.cacheOn.results;
  const off = run.cacheOff?.results ?? [];
  const find = (results: QueryResult[], name: string) => results.find((r) => r.query === name);
  const inMemory = find(on, IN_MEMORY_QUERY);
  const rows: Row[] = [];

  for (const list of on.filter((r) => r.isList && r.query !== VARIED_QUERY)) {
    rows.push({
      run: label,
      measurement: `${list.query}, cache on`,
      load: list,
      figure: loadFigure(list),
      goal: LIST_GOAL,
      verdict: checkList(list),
    });
    const uncached = find(off, list.query);
    if (uncached)
      rows.push({
        run: label,
        measurement: `${list.query}, cache off`,
        load: uncached,
        figure: loadFigure(uncached),
        // Issue #46 states its search goal for the PostgreSQL server with the page cache off.
        ...(target.name === 'postgres' && list.query === SEARCH_QUERY
          ? { goal: UNCACHED_SEARCH_GOAL, verdict: checkUncachedSearch(uncached, size), issue: 46 as const }
          : { goal: LIST_GOAL, verdict: checkList(uncached) }),
      });
  }

  const varied = find(on, VARIED_QUERY);
  if (varied) {
    const share = shareOf(varied, inMemory);
    const shareText = share === null ? '' : ` · ${percent(share)} of in-memory`;
    rows.push(
      target.name === 'embedded'
        ? {
            run: label,
            measurement: VARIED_QUERY,
            load: varied,
            figure: `${loadFigure(varied)}${shareText}`,
            goal: '≥ 1,000 req/s, p99 < 50 ms, ≥ 20% of in-memory',
            verdict: checkVaried(varied, inMemory, size),
            issue: 11,
          }
        : {
            run: label,
            measurement: VARIED_QUERY,
            load: varied,
            figure: `${loadFigure(varied)}${shareText}`,
            goal: 'p99 < 50 ms (100,000 activities, 50 connections)',
            verdict: checkServerVaried(varied, size),
            issue: 11,
          },
    );
  }
  const variedOff = find(off, VARIED_QUERY);
  if (variedOff)
    rows.push({
      run: label,
      measurement: `${VARIED_QUERY}, cache off`,
      load: variedOff,
      figure: loadFigure(variedOff),
      // Issue #46 states its varied goals for the PostgreSQL server with the page cache off.
      ...(target.name === 'postgres'
        ? { goal: UNCACHED_VARIED_GOAL, verdict: checkUncachedVaried(variedOff, size), issue: 46 as const }
        : { goal: '', verdict: null }),
    });

  const detail = find(on, DETAIL_QUERY);
  if (detail)
    rows.push({
      run: label,
      measurement: DETAIL_QUERY,
      load: detail,
      figure: loadFigure(detail),
      ...(target.name === 'embedded'
        ? { goal: '≥ 2,000 req/s, p99 < 30 ms', verdict: checkDetail(detail, size), issue: 11 }
        : { goal: '', verdict: null }),
    });
  for (const name of [HEALTH_QUERY, IN_MEMORY_QUERY]) {
    const result = find(on, name);
    if (result)
      rows.push({
        run: label,
        measurement: name,
        load: result,
        figure: loadFigure(result),
        goal: '',
        verdict: null,
      });
  }

  const memory = run.cacheOn.memory;
  rows.push({
    run: label,
    measurement: 'memory after the load, cache on',
    figure: memory ? memoryFigure(memory) : 'not measured (in-process)',
    goal: `RSS < ${GOALS.rssMb} MB`,
    verdict: memory ? checkMemory(memory) : null,
    issue: 11,
  });
  if (run.cacheOff?.memory)
    rows.push({
      run: label,
      measurement: 'memory after the load, cache off',
      figure: memoryFigure(run.cacheOff.memory),
      goal: '',
      verdict: null,
    });
  return rows;
}

const rss = (mb: number | null) => (mb === null ? '' : ` · RSS ${Math.round(mb)} MB`);

function startRows(first: FirstStartResult): Row[] {
  const { start, weight } = first;
  const rows: Row[] = [
    {
      run: 'start',
      measurement: 'first start (empty DATA_DIR → healthy)',
      figure:
        `${seconds(start.firstMs)}: cluster + migrations + demo agenda` +
        (start.seedMs === null ? '' : ` (agenda ${seconds(start.seedMs)})`) +
        rss(start.firstRssMb),
      goal: '',
      verdict: null,
    },
  ];
  if (start.secondMs !== null)
    rows.push({
      run: 'start',
      measurement: 'second start (same DATA_DIR)',
      figure: seconds(start.secondMs) + rss(start.secondRssMb),
      goal: '',
      verdict: null,
    });
  if (typeof weight === 'string') {
    rows.push({
      run: 'client',
      measurement: 'JS weight',
      figure: `not measured: ${weight.slice(0, 120)}`,
      goal: '',
      verdict: null,
    });
  } else if (weight) {
    for (const page of weight)
      rows.push({
        run: 'client',
        measurement: `JS ${page.path === '/' ? 'home (/)' : page.path}`,
        figure: weightFigure(page),
        goal: `< ${page.goalKb} KB gzip · Lighthouse ≥ ${GOALS.lighthouse}`,
        verdict: checkWeight(page),
        issue: 11,
      });
  }
  return rows;
}

export function printReport(
  runs: TargetRun[],
  first: FirstStartResult | null,
  options: BenchOptions,
  speed: MachineSpeed,
): Row[] {
  const rows = [...runs.flatMap(targetRows), ...(first ? startRows(first) : [])];
  const m = machine();
  console.log(`\nMeedoen benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  console.log(`machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, node ${m.node}, load now ${m.load}`);
  console.log(formatMachineSpeed(speed));
  for (const run of runs) {
    console.log(
      `${run.target.name}: ${run.target.count.toLocaleString('en')} activities, ${run.connections} connections, ` +
        `${options.duration} s per query, PostgreSQL ${run.fixtures.postgresVersion}, ` +
        `server ${options.server === 'child' ? 'built, in a child process' : 'in-process'}, ` +
        `load ${run.load.before[0]!.toFixed(1)} → ${run.load.after[0]!.toFixed(1)}`,
    );
  }
  console.log(
    'cache on = LIST_CACHE_SECONDS default (5), off = 0; cpu = app + PostgreSQL backends, ms per request\n',
  );
  console.log(formatTable(rows));
  console.log(`\n${goalLines(rows).join('\n')}`);
  return rows;
}

export function writeJson(
  runs: TargetRun[],
  first: FirstStartResult | null,
  rows: Row[],
  options: BenchOptions,
  speed: MachineSpeed,
): void {
  const folder = path.join(benchDir, 'results');
  mkdirSync(folder, { recursive: true });
  const common = {
    date: new Date().toISOString(),
    durationSeconds: options.duration,
    warmupSeconds: options.warmup,
    server: options.server,
    machine: { ...machine(), loadavg: os.loadavg(), speed },
    goals: GOALS,
  };
  for (const run of runs) {
    const file = path.join(folder, `latest-${run.target.name}.json`);
    const document = {
      ...common,
      database: run.target.name,
      postgresVersion: run.fixtures.postgresVersion,
      activities: run.target.count,
      generated: run.fixtures.generated,
      connections: run.connections,
      loadavg: run.load,
      memory: { cacheOn: run.cacheOn.memory, cacheOff: run.cacheOff?.memory ?? null },
      results: [...run.cacheOn.results, ...(run.cacheOff?.results ?? [])],
    };
    writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    console.log(`results: ${path.relative(process.cwd(), file)}`);
  }
  const file = path.join(folder, 'latest.json');
  writeFileSync(file, `${JSON.stringify({ ...common, firstStart: first, table: rows }, null, 2)}\n`);
  console.log(`results: ${path.relative(process.cwd(), file)}`);
}
