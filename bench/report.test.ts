import { describe, expect, it } from 'vitest';
import { parseWeightOutput, seedMsFromLog } from './first-start';
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
  formatVerdict,
  goalLines,
  HEADER,
  type LoadFigures,
  loadFigure,
  memoryFigure,
  type Row,
  summary,
} from './report';

function load(figures: Partial<LoadFigures>): LoadFigures {
  return {
    requestsPerSecond: 1000,
    p50Ms: 10,
    p99Ms: 20,
    failures: 0,
    appCpuMsPerRequest: 0.5,
    dbCpuMsPerRequest: 0.25,
    bytes: 20_000,
    gzipBytes: 3_000,
    items: 24,
    total: 4_812,
    ...figures,
  };
}

const goalSize = { activities: 5000, connections: 20 };

describe('the goals of issue #11', () => {
  it('meets the varied goal only with rate, p99 and share of the in-memory route all met', () => {
    const inMemory = load({ requestsPerSecond: 5000 });
    expect(checkVaried(load({ requestsPerSecond: 1000, p99Ms: 49 }), inMemory, goalSize)).toEqual({
      met: true,
      misses: [],
    });
    const slow = checkVaried(load({ requestsPerSecond: 367, p99Ms: 137 }), inMemory, goalSize);
    expect(slow.met).toBe(false);
    expect(slow.misses).toEqual(['367 req/s < 1,000', 'p99 137 ms ≥ 50', '7.3% of in-memory < 20%']);
    // 50 ms is not under 50 ms.
    expect(checkVaried(load({ p99Ms: 50 }), inMemory, goalSize).met).toBe(false);
    expect(checkVaried(load({}), load({ requestsPerSecond: 20_000 }), goalSize).misses).toEqual([
      '5.0% of in-memory < 20%',
    ]);
  });

  it('does not call the varied goal met without the in-memory route or with failed requests', () => {
    expect(checkVaried(load({}), undefined, goalSize).misses).toEqual(['in-memory route not measured']);
    expect(checkVaried(load({ failures: 3 }), load({ requestsPerSecond: 2000 }), goalSize).misses).toEqual([
      '3 failed requests',
    ]);
  });

  it('says when a run was not made at the size the goal is stated for', () => {
    const verdict = checkVaried(load({}), load({ requestsPerSecond: 2000 }), {
      activities: 20_000,
      connections: 50,
    });
    expect(verdict.met).toBe(true);
    expect(formatVerdict(verdict)).toBe('met (20,000 activities, goal at 5,000; 50 connections, goal at 20)');
  });

  it('judges the detail page, the server run, the list pages and memory', () => {
    expect(checkDetail(load({ requestsPerSecond: 2088, p99Ms: 26 }), goalSize).met).toBe(true);
    expect(checkDetail(load({ requestsPerSecond: 2088, p99Ms: 32 }), goalSize).misses).toEqual([
      'p99 32 ms ≥ 30',
    ]);
    // A load stopped at its first error (a 503) has no figures: that is no pass.
    expect(
      checkServerVaried(load({ requestsPerSecond: 0, p99Ms: 0 }), { activities: 100_000, connections: 50 })
        .misses,
    ).toEqual(['no request answered']);
    expect(checkServerVaried(load({ p99Ms: 49 }), { activities: 100_000, connections: 50 })).toEqual({
      met: true,
      misses: [],
    });
    expect(checkList(load({ bytes: 31 * 1024 })).misses).toEqual(['page 31.0 KB ≥ 30 KB']);
    const memory = {
      rssMb: 326.4,
      peakRssMb: 426,
      heapUsedMb: 40,
      heapTotalMb: 159,
      externalMb: 4,
      arrayBuffersMb: 0.2,
    };
    expect(formatVerdict(checkMemory(memory))).toBe('NOT met: RSS 326 MB ≥ 300');
    expect(checkMemory({ ...memory, rssMb: 299 }).met).toBe(true);
    expect(memoryFigure(memory)).toBe('RSS 326 MB · peak 426 · heap 40/159 · external 4 · buffers 0');
  });

  it('judges the JavaScript weight and Lighthouse together, and says when Lighthouse did not run', () => {
    const home = { path: '/', gzip: 120 * 1024, goalKb: 150, lighthouse: 97 };
    expect(formatVerdict(checkWeight(home))).toBe('met');
    expect(formatVerdict(checkWeight({ ...home, gzip: 151 * 1024, lighthouse: 90 }))).toBe(
      'NOT met: 151.0 KB ≥ 150 KB, Lighthouse 90 < 95',
    );
    expect(formatVerdict(checkWeight({ ...home, lighthouse: null }))).toBe('met (Lighthouse not measured)');
  });
});

describe('the goals of issue #46', () => {
  const serverSize = { activities: 100_000, connections: 50 };

  it('meets the uncached varied goal only with p99 under 50 ms and the app at most 0.53 ms a request', () => {
    expect(checkUncachedVaried(load({ p99Ms: 49, appCpuMsPerRequest: 0.53 }), serverSize)).toEqual({
      met: true,
      misses: [],
    });
    expect(checkUncachedVaried(load({ p99Ms: 50, appCpuMsPerRequest: 0.54 }), serverSize).misses).toEqual([
      'p99 50 ms ≥ 50',
      'app CPU 0.54 ms/request > 0.53',
    ]);
    // In-process the app's CPU cannot be told from autocannon's: no pass without it.
    expect(checkUncachedVaried(load({ appCpuMsPerRequest: null }), serverSize).misses).toEqual([
      'app CPU not measured (in-process)',
    ]);
    expect(checkUncachedVaried(load({ failures: 2 }), serverSize).misses).toEqual(['2 failed requests']);
  });

  it('judges the uncached search by its p99 and page, and says when the run was smaller', () => {
    expect(checkUncachedSearch(load({ p99Ms: 24 }), serverSize)).toEqual({ met: true, misses: [] });
    expect(checkUncachedSearch(load({ p99Ms: 61.5, bytes: 31 * 1024 }), serverSize).misses).toEqual([
      'p99 61.5 ms ≥ 50',
      'page 31.0 KB ≥ 30 KB',
    ]);
    expect(
      formatVerdict(checkUncachedSearch(load({ p99Ms: 24 }), { activities: 5000, connections: 20 })),
    ).toBe('met (5,000 activities, goal at 100,000; 20 connections, goal at 50)');
  });

  it('lists each issue under its own heading, and says where an issue not measured is measured', () => {
    const row = (issue: 11 | 46, measurement: string, met: boolean): Row => ({
      run: 'postgres',
      measurement,
      figure: '',
      goal: 'p99 < 50 ms',
      verdict: { met, misses: met ? [] : ['p99 51 ms ≥ 50'] },
      issue,
    });
    expect(goalLines([row(11, 'varied', true), row(46, 'varied, cache off', false)])).toEqual([
      'Goals of issue #11:',
      '  postgres · varied · p99 < 50 ms: met',
      'Goals of issue #46:',
      '  postgres · varied, cache off · p99 < 50 ms: NOT met: p99 51 ms ≥ 50',
    ]);
    const lines = goalLines([row(11, 'varied', true)]);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^Goals of issue #46: none measured in this run; .*--only postgres/);
  });
});

describe('the table', () => {
  const rows: Row[] = [
    {
      run: 'embedded',
      measurement: 'varied (every request new)',
      load: load({ requestsPerSecond: 1234, appCpuMsPerRequest: null }),
      figure: loadFigure(load({})),
      goal: '≥ 1,000 req/s',
      verdict: { met: false, misses: ['p99 60 ms ≥ 50'] },
      issue: 11,
    },
    { run: 'start', measurement: 'first start', figure: '7.4 s', goal: '', verdict: null },
  ];

  it('is a Markdown table with one line per row, every line as wide as the header', () => {
    const lines = formatTable(rows).split('\n');
    expect(lines).toHaveLength(2 + rows.length);
    expect(lines[0]!.split('|').map((c) => c.trim())).toEqual(['', ...HEADER, '']);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[1]).toMatch(/^\|-+\|-+\|-+:\|/);
    const cells = lines[2]!.split('|').map((c) => c.trim());
    expect(cells).toEqual([
      '',
      'embedded',
      'varied (every request new)',
      '1,234',
      '10',
      '20',
      '0',
      '—+0.25',
      '24/4,812 · 19.5 KB (2.9 KB gz)',
      '≥ 1,000 req/s',
      'NOT met: p99 60 ms ≥ 50',
      '',
    ]);
    // Rows without a load leave its columns empty and say there is no goal.
    expect(lines[3]!.split('|').map((c) => c.trim())).toEqual([
      '',
      'start',
      'first start',
      '',
      '',
      '',
      '',
      '',
      '7.4 s',
      '—',
      '—',
      '',
    ]);
  });

  it('lists the issue goals under it', () => {
    expect(summary(rows)).toEqual([
      'embedded · varied (every request new) · ≥ 1,000 req/s: NOT met: p99 60 ms ≥ 50',
    ]);
  });
});

describe('what the child processes print', () => {
  it('reads the demo seed time from the server log', () => {
    const log = [
      '{"level":30,"msg":"administrator created"}',
      'not json',
      '{"level":30,"activities":40,"ms":3012,"msg":"demo agenda loaded"}',
    ].join('\n');
    expect(seedMsFromLog(log)).toBe(3012);
    expect(seedMsFromLog('{"msg":"Meedoen is ready"}')).toBeNull();
  });

  it("reads client-weight.mjs's JSON line", () => {
    const stdout = [
      'some progress',
      JSON.stringify([
        { path: '/', raw: 400_000, gzip: 120_000, sent: 110_000, goalKb: 150, lighthouse: 98 },
        { path: '/activities', raw: 500_000, gzip: 150_000, sent: 140_000, goalKb: 200 },
      ]),
      '',
    ].join('\n');
    expect(parseWeightOutput(stdout)).toEqual([
      { path: '/', gzip: 120_000, goalKb: 150, lighthouse: 98 },
      { path: '/activities', gzip: 150_000, goalKb: 200, lighthouse: null },
    ]);
    expect(() => parseWeightOutput('no json here')).toThrow(/no JSON line/);
    expect(() => parseWeightOutput('[{"path":"/","gzip":0,"goalKb":150}]')).toThrow(
      /no JavaScript loaded on \//,
    );
  });
});
