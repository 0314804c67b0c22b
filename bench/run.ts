// npm run bench [-- --embedded-count 5000 --count 100000 --duration 8 --connections N --reuse --skip …]
// (npm run bench -- --help lists every option)
//
// Everything issue #11 asks of the server, in one table (bench/README.md): on the embedded PostgreSQL
// cluster (always) and on a PostgreSQL server (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), the
// benchmark generates the agenda, starts the built server (dist/server/main.js, plain node) and loads the
// list queries with the page cache on (LIST_CACHE_SECONDS default) and off (0), the varied workload
// (every request a new filter), the detail page, /api/health and a route answered from memory, then reads
// the server's memory; then it times the first start on an empty DATA_DIR and a second one, and measures
// the client's JavaScript (bench/client-weight.mjs). Each goal (issues #11 and #46) is marked met or NOT
// met, and the machine's speed (machine-speed.ts) is printed beside the table.
//
// This file runs the parts in turn: options.ts (the command line), targets.ts (the databases),
// scenarios.ts (what is asked), server-load.ts (the server under load), run-report.ts (the table).
import { ensureBuild } from './child-server';
import { type FirstStartResult, measureFirstStart } from './first-start';
import { formatMachineSpeed, machine, measureMachineSpeed } from './machine-speed';
import { parseBenchOptions, positive, USAGE } from './options';
import { printReport, writeJson } from './run-report';
import { runTarget, type TargetRun } from './server-load';
import { embeddedTarget, postgresTarget, prepareTarget, type Target } from './targets';

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const wanted = (name: 'embedded' | 'postgres') => !options.only || options.only === name;
  const targets: (() => Promise<Target>)[] = [];
  if (wanted('embedded')) targets.push(() => embeddedTarget(options));
  if (wanted('postgres')) {
    if (serverUrl) targets.push(() => postgresTarget(serverUrl, options));
    else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');
  }
  const m = machine();
  console.log(`Meedoen benchmark: ${m.cpu}, ${m.cores} cores, load ${m.load}, node ${m.node}`);
  // Before anything of the benchmark's own runs, so that only other work on the machine can slow it.
  const speed = measureMachineSpeed();
  console.log(formatMachineSpeed(speed));
  // The built server is what runs; build it first (when stale) so no build lands inside a measurement.
  ensureBuild();
  const runs: TargetRun[] = [];
  for (const makeTarget of targets) {
    const target = await makeTarget();
    try {
      const fixtures = await prepareTarget(target, options.seed);
      runs.push(await runTarget(target, fixtures, options));
    } finally {
      await target.cleanUp();
    }
  }
  let first: FirstStartResult | null = null;
  if (wanted('embedded') && !options.skip.has('first-start')) {
    console.log('\n▶ first start: the built server on an empty DATA_DIR, then again');
    first = await measureFirstStart({
      weight: !options.skip.has('weight'),
      lighthouseRuns: options.skip.has('lighthouse')
        ? 0
        : positive('lighthouse-runs', options.lighthouseRuns),
      log: (line) => console.log(line),
    });
  }
  const rows = printReport(runs, first, options, speed);
  writeJson(runs, first, rows, options, speed);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
