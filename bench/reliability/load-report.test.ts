import { describe, expect, it } from 'vitest';
import {
  checkLoadGoals,
  formatComparison,
  kindFigures,
  type LoadComparison,
  loadSizeNote,
  markdownTable,
  type PhaseFigures,
  shareOfReadsAlone,
  slowestRequest,
  slowRequests,
} from './load-report';
import type { Response } from './mixed-load';

function phase(figures: Partial<PhaseFigures>): PhaseFigures {
  return {
    seconds: 60,
    requests: 60_000,
    requestsPerSecond: 1000,
    p50Ms: 40,
    p99Ms: 120,
    maxMs: 600,
    timeouts: 0,
    openingMaxMs: 300,
    ...figures,
  };
}

const response = (kind: Response['kind'], ms: number, at: number, path = '/api/activities'): Response => ({
  kind,
  ms,
  at,
  path,
  status: 200,
});

const embedded = { database: 'embedded', activities: 5000 } as const;

describe("the mix against the reads alone (issue #46's goals)", () => {
  it('takes the mix’s rate as a share of the reads’, none when the reads got no answer', () => {
    expect(shareOfReadsAlone(phase({ requestsPerSecond: 600 }), phase({ requestsPerSecond: 1000 }))).toBe(
      0.6,
    );
    expect(shareOfReadsAlone(phase({}), phase({ requestsPerSecond: 0 }))).toBeNull();
  });

  it('meets every goal at 60% of the reads, p99 under 250 ms and nothing over 1 s', () => {
    const goals = checkLoadGoals(
      phase({}),
      phase({ requestsPerSecond: 600, p99Ms: 249.9, maxMs: 999 }),
      embedded,
    );
    expect(goals.map((g) => [g.goal, g.figure, g.verdict])).toEqual([
      ['mix ≥ 60% of reads alone', '60% (600 / 1,000 req/s)', { met: true, misses: [] }],
      ['mix p99 < 250 ms', '249.9 ms', { met: true, misses: [] }],
      ['mix max < 1,000 ms', '999 ms', { met: true, misses: [] }],
    ]);
  });

  it('names what missed: a lower share, p99 at 250 ms, a request of 1 s or one never answered', () => {
    const goals = checkLoadGoals(
      phase({}),
      phase({ requestsPerSecond: 599, p99Ms: 250, maxMs: 1000, timeouts: 2 }),
      embedded,
    );
    expect(goals.map((g) => g.verdict.misses)).toEqual([
      ['59.9% < 60%'],
      ['p99 250 ms ≥ 250'],
      ['max 1,000 ms ≥ 1,000', '2 requests unanswered in 10 s'],
    ]);
    expect(goals[0]!.figure).toBe('59.9% (599 / 1,000 req/s)');
    // A mix with no answer at all is no pass, whatever its zeros.
    const silent = checkLoadGoals(
      phase({}),
      phase({ requests: 0, requestsPerSecond: 0, p99Ms: 0, maxMs: 0 }),
      embedded,
    );
    expect(silent.every((g) => !g.verdict.met)).toBe(true);
    expect(checkLoadGoals(phase({ requestsPerSecond: 0 }), phase({}), embedded)[0]!.verdict.misses).toEqual([
      'reads alone not measured',
    ]);
  });

  it('says when the run was not made at a size the goals are stated for', () => {
    expect(loadSizeNote(embedded)).toBeUndefined();
    expect(loadSizeNote({ database: 'server', activities: 100_000 })).toBeUndefined();
    expect(loadSizeNote({ database: 'embedded', activities: 500 })).toBe(
      '500 activities, goal at 5,000 embedded',
    );
    expect(loadSizeNote({ database: 'server', activities: 5000 })).toBe(
      '5,000 activities, goal at 100,000 on a server',
    );
    expect(
      checkLoadGoals(phase({}), phase({}), { database: 'server', activities: 5000 })[1]!.verdict.note,
    ).toBe('5,000 activities, goal at 100,000 on a server');
  });
});

describe("the mix's requests", () => {
  it('picks the slowest answered request, the first of equals, with when it was sent', () => {
    const responses = [
      response('list', 12.34, 100),
      response('edit', 845.06, 12_900, '/api/activities/7'),
      response('detail', 845.06, 13_000),
    ];
    expect(slowestRequest(responses)).toEqual({
      kind: 'edit',
      path: '/api/activities/7',
      status: 200,
      ms: 845.1,
      sentAtMs: 12_055,
      answeredAtMs: 12_900,
    });
    expect(slowestRequest([])).toBeNull();
  });

  it('counts the requests that took a second or more, with when the first were sent', () => {
    const responses = [
      response('list', 999.9, 5_000),
      response('edit', 1_500, 3_000),
      response('detail', 1_000, 1_020),
    ];
    expect(slowRequests(responses, 1000)).toEqual({ count: 2, sentAtMs: [20, 1_500] });
    expect(slowRequests([], 1000)).toEqual({ count: 0, sentAtMs: [] });
  });

  it('gives p50, p99 and max per kind, reads first', () => {
    const responses = [
      response('edit', 30, 1),
      ...Array.from({ length: 100 }, (_, i) => response('list', i + 1, i)),
      response('detail', 5, 2),
    ];
    expect(kindFigures(responses)).toEqual([
      { kind: 'list', requests: 100, p50Ms: 51, p99Ms: 100, maxMs: 100 },
      { kind: 'detail', requests: 1, p50Ms: 5, p99Ms: 5, maxMs: 5 },
      { kind: 'edit', requests: 1, p50Ms: 30, p99Ms: 30, maxMs: 30 },
    ]);
  });
});

describe('the report', () => {
  it('is Markdown tables with every line as wide as the header', () => {
    const table = markdownTable(
      ['phase', 'req/s'],
      [
        ['reads alone', '1,000'],
        ['mix', '600'],
      ],
    );
    const lines = table.split('\n');
    expect(lines).toEqual([
      '| phase       | req/s |',
      '|-------------|------:|',
      '| reads alone | 1,000 |',
      '| mix         |   600 |',
    ]);
  });

  it('shows both phases, the share, the slowest request and the goals', () => {
    const comparison: LoadComparison = {
      readsAlone: phase({}),
      mix: phase({ requests: 42_000, requestsPerSecond: 700, p99Ms: 180, maxMs: 1200, openingMaxMs: 1150 }),
      share: 0.7,
      mixByKind: [{ kind: 'list', requests: 29_000, p50Ms: 35, p99Ms: 170, maxMs: 900 }],
      slowest: {
        kind: 'edit',
        path: '/api/activities/7',
        status: 200,
        ms: 1200,
        sentAtMs: 31_000,
        answeredAtMs: 32_200,
      },
      overOneSecond: { count: 2, sentAtMs: [12, 31_000] },
      goals: checkLoadGoals(phase({}), phase({ requestsPerSecond: 700, p99Ms: 180, maxMs: 1200 }), embedded),
    };
    const text = formatComparison(comparison);
    expect(text).toContain(
      '| reads alone                    |   60,000 | 1,000 |     40 |    120 |    600 |',
    );
    expect(text).toContain(
      '| mix: list                      |   29,000 |       |     35 |    170 |    900 |',
    );
    expect(text).toContain('mix / reads alone: 70%');
    expect(text).toContain(
      'slowest request of the mix: edit /api/activities/7 took 1,200 ms (200), sent 31,000 ms into the mix',
    );
    expect(text).toContain('requests of the mix that took 1 s or more: 2, sent at 12, 31,000 ms…');
    expect(text).toContain(
      'opening the connections (a GET /api/health each, outside the figures above; decision 0043): ' +
        'answered within 300 ms (reads alone), 1,150 ms (mix)',
    );
    expect(text).toContain('| mix ≥ 60% of reads alone | 70% (700 / 1,000 req/s) | met ');
    expect(text).toContain(
      '| mix max < 1,000 ms       | 1,200 ms                | NOT met: max 1,200 ms ≥ 1,000 |',
    );
  });
});
