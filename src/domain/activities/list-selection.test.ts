import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facetMask } from './facets';
import { listActivity } from './list-activity-fixture';
import { firstDayIn, type IdTier, type ListSelection, selectListPage } from './list-selection';
import { activityAt, buildListTable, type ListActivity, mergeListTable, NO_DAY } from './list-table';
import { patchListTable } from './list-table-patch';
import { rankBitsOf } from './rank-bits';
import { idListOf } from './word-match';

type Activity = ListActivity;

/** Relevance by id, as tiers of ascending ids (as the service gives them). */
function tiersOf(relevance: ReadonlyMap<number, number>): IdTier[] {
  const byValue = new Map<number, number[]>();
  for (const [id, value] of relevance) byValue.set(value, [...(byValue.get(value) ?? []), id]);
  return [...byValue].map(([value, ids]) => ({ relevance: value, ids: ids.sort((a, b) => a - b) }));
}

/** The tiers as relevance by id again. */
const relevanceById = (tiers: readonly IdTier[]) =>
  new Map<number, number>(
    tiers.flatMap((tier) => idListOf(tier.ids).map((id) => [id, tier.relevance] as const)),
  );

const entry = listActivity;

const ask = (fields: Partial<ListSelection> = {}): ListSelection => ({
  today: 10,
  archive: false,
  range: null,
  tags: [],
  portal: null,
  organizationId: null,
  meetingScore: null,
  oneTimeOnly: false,
  freeOnly: false,
  placesLeftOnly: false,
  facets: 0,
  relevance: null,
  offset: 0,
  limit: 24,
  ...fields,
});

const select = (activities: Activity[], fields: Partial<ListSelection> = {}) =>
  selectListPage(buildListTable(activities), ask(fields));

describe('the list selection', () => {
  it('answers an older table for a tag that only a table merged from it knows', () => {
    // A list that took its table before a write with a new tag is answered after the merge made the
    // tag's code (the codes are shared): the older table has no activity with it, and no bitmap.
    const older = buildListTable([entry(1, { tags: ['wandelen'] }), entry(2)]);
    const newer = mergeListTable(older, [3], [entry(3, { tags: ['kaart'] })]);
    expect(selectListPage(newer, ask({ tags: ['kaart'] }))).toEqual({ ids: [3], total: 1 });
    expect(selectListPage(older, ask({ tags: ['kaart'] }))).toEqual({ ids: [], total: 0 });
    expect(selectListPage(older, ask({ tags: ['kaart', 'wandelen'] }))).toEqual({ ids: [1], total: 1 });
  });

  it('shows what is still to come by its next day, then id, and counts every match', () => {
    const list = [entry(3, { nextDay: 12 }), entry(1, { nextDay: 12 }), entry(2, { nextDay: 11 })];
    expect(select(list)).toEqual({ ids: [2, 1, 3], total: 3 });
    expect(select(list, { offset: 1, limit: 1 })).toEqual({ ids: [1], total: 3 });
    expect(select(list, { offset: 5 })).toEqual({ ids: [], total: 3 });
  });

  it('counts a filtered list from the day it is asked on, one table asked on several days', () => {
    // A process keeps its table across midnight until a change: the count must follow the day.
    const table = buildListTable([
      entry(1, { nextDay: 10, isFree: true }),
      entry(2, { nextDay: 11, isFree: true }),
      entry(3, { nextDay: 12, isFree: true }),
      entry(4, { nextDay: 12 }),
    ]);
    const free = (today: number, limit = 24) => selectListPage(table, ask({ today, freeOnly: true, limit }));
    expect(free(10)).toEqual({ ids: [1, 2, 3], total: 3 });
    expect(free(11)).toEqual({ ids: [2, 3], total: 2 });
    expect(free(12, 0)).toEqual({ ids: [], total: 1 });
    expect(free(10, 1)).toEqual({ ids: [1], total: 3 });
  });

  it('counts every match of a long list, whichever bit of a word it is in', () => {
    const list = Array.from({ length: 200 }, (_, i) =>
      entry(i + 1, { nextDay: 10 + ((i + 1) % 7), isFree: (i + 1) % 3 === 0, score: 1 + ((i + 1) % 5) }),
    );
    const plain = (keep: (a: Activity) => boolean) => list.filter((a) => a.nextDay! >= 12 && keep(a)).length;
    expect(select(list, { today: 12, freeOnly: true }).total).toBe(plain((a) => a.isFree));
    expect(select(list, { today: 12, meetingScore: 4 }).total).toBe(plain((a) => a.score >= 4));
    expect(select(list, { today: 12 }).total).toBe(plain(() => true));
  });

  it('keeps only those with places left on their next date, a merge telling it of a full one', () => {
    const list = [
      entry(1, { limited: true }),
      entry(2, { limited: true, nextDateFull: true }),
      entry(3),
      entry(4, { nextDay: 11, limited: true }),
    ];
    expect(select(list, { placesLeftOnly: true })).toEqual({ ids: [1, 3, 4], total: 3 });
    expect(select(list, { placesLeftOnly: true, freeOnly: true })).toEqual({ ids: [], total: 0 });
    const table = mergeListTable(
      buildListTable(list),
      [4, 2],
      [entry(4, { nextDay: 11, limited: true, nextDateFull: true }), entry(2, { limited: true })],
    );
    expect(selectListPage(table, ask({ placesLeftOnly: true }))).toEqual({ ids: [1, 2, 3], total: 3 });
    expect(activityAt(table, 3)).toMatchObject({ id: 4, limited: true, nextDateFull: true });
  });

  it('keeps only those with every facet asked for, a merge telling it of a changed one', () => {
    const wheelchair = facetMask(['wheelchair']);
    const quiet = facetMask(['quiet']);
    const list = [entry(1, { facets: wheelchair | quiet }), entry(2, { facets: wheelchair }), entry(3)];
    expect(select(list, { facets: wheelchair })).toEqual({ ids: [1, 2], total: 2 });
    expect(select(list, { facets: wheelchair | quiet })).toEqual({ ids: [1], total: 1 });
    expect(select(list, { facets: facetMask(['children']) })).toEqual({ ids: [], total: 0 });
    const table = mergeListTable(
      buildListTable(list),
      [1, 3],
      [entry(1, { facets: wheelchair }), entry(3, { facets: quiet })],
    );
    expect(selectListPage(table, ask({ facets: quiet }))).toEqual({ ids: [3], total: 1 });
    expect(activityAt(table, 0)).toMatchObject({ id: 1, facets: wheelchair });
  });

  it('leaves out an activity whose next day is before today (not refreshed yet) or that is over', () => {
    const list = [entry(1, { nextDay: 9 }), entry(2, { nextDay: null }), entry(3)];
    expect(select(list).ids).toEqual([3]);
  });

  it('shows the archive by its last day, latest first, those without one last', () => {
    const list = [
      entry(1, { nextDay: null, lastDay: 5 }),
      entry(2, { nextDay: null, lastDay: 8 }),
      entry(3, { nextDay: null, lastDay: null }),
      entry(4, { nextDay: null, lastDay: 8 }),
      entry(5),
    ];
    expect(select(list, { archive: true })).toEqual({ ids: [4, 2, 1, 3], total: 4 });
  });

  it('bounds a range from today by the next day and keeps the usual order', () => {
    const list = [entry(1, { nextDay: 10 }), entry(2, { nextDay: 14 }), entry(3, { nextDay: 15 })];
    expect(select(list, { range: { from: 10, to: 14 } })).toEqual({ ids: [1, 2], total: 2 });
  });

  it('shows a later range by each activity’s first day in it, counting a recurring one once', () => {
    const weekly = entry(1, {
      nextDay: 10,
      lastDay: 31,
      days: [10, 17, 24, 31],
      oneTime: false,
    });
    const once = entry(2, { nextDay: 20, lastDay: 20, days: [20] });
    const outside = entry(3, { nextDay: 30, lastDay: 30, days: [30] });
    expect(select([weekly, once, outside], { range: { from: 15, to: 25 } })).toEqual({
      ids: [1, 2],
      total: 2,
    });
    expect(select([weekly, once, outside], { range: { from: 18, to: 25 } })).toEqual({
      ids: [2, 1],
      total: 2,
    });
  });

  it('tests an open-ended range against the last day', () => {
    const list = [entry(1, { lastDay: 12 }), entry(2, { lastDay: 30 })];
    expect(select(list, { range: { from: 20, to: null } }).ids).toEqual([2]);
  });

  it('finds an archived activity by any occurrence in the range', () => {
    const list = [
      entry(1, { nextDay: null, lastDay: 8, days: [2, 8] }),
      entry(2, { nextDay: null, lastDay: 9, days: [9] }),
    ];
    expect(select(list, { archive: true, range: { from: 1, to: 3 } }).ids).toEqual([1]);
  });

  it('matches a tag, or the category with that key', () => {
    const list = [
      entry(1, { tags: ['wandelen'] }),
      entry(2, { category: 'wandelen' }),
      entry(3, { tags: ['x'] }),
    ];
    expect(select(list, { tags: ['wandelen', 'fietsen'] }).ids).toEqual([1, 2]);
  });

  it('shows a city portal its own activities and every activity in its city', () => {
    const list = [
      entry(1, { portalId: 7, cityLower: 'zeist' }),
      entry(2, { portalId: 1, cityLower: 'zeist' }),
      entry(3),
    ];
    expect(select(list, { portal: { id: 7, cityLower: null } }).ids).toEqual([1]);
    expect(select(list, { portal: { id: 7, cityLower: 'zeist' } }).ids).toEqual([1, 2]);
  });

  it('applies score, one-time, free and organisation together', () => {
    const list = [
      entry(1, { score: 5, isFree: true }),
      entry(2, { score: 5, isFree: true, oneTime: false }),
      entry(3, { score: 2, isFree: true }),
      entry(4, { score: 5, isFree: false }),
      entry(5, { score: 5, isFree: true, portalId: 2 }),
    ];
    expect(
      select(list, { meetingScore: 4, freeOnly: true, oneTimeOnly: true, organizationId: 1 }).ids,
    ).toEqual([1]);
  });

  it.each([
    { ids: [1, 2, 3, 4], unknown: 99 },
    // Ids far apart (most deleted): the slots are found by walking the ids, not by a look-up per id.
    { ids: [1, 2_000_000, 3_000_000, 4_000_000], unknown: 2_500_000 },
  ])('puts a search’s better matches first, each tier in the list order: ids $ids', ({ ids, unknown }) => {
    const [first, second, third, unranked] = ids as [number, number, number, number];
    const list = [
      entry(first, { nextDay: 11 }),
      entry(second, { nextDay: 12 }),
      entry(third, { nextDay: 13 }),
      entry(unranked),
    ];
    const relevance = new Map([
      [third, 1],
      [first, 0],
      [second, 1],
      [unknown, 1],
    ]);
    expect(select(list, { relevance: tiersOf(relevance) })).toEqual({
      ids: [second, third, first],
      total: 3,
    });
  });

  it('finds the first day of a sorted list within a range', () => {
    // Days 3, 5 and 9 of an activity, between two other activities' days.
    const days = Int32Array.from([1, 3, 5, 9, 11]);
    expect([
      firstDayIn(days, 1, 4, 0, 2),
      firstDayIn(days, 1, 4, 4, 9),
      firstDayIn(days, 1, 4, 6, 8),
      firstDayIn(days, 1, 4, 9, 9),
      firstDayIn(days, 1, 4, 10, 12),
    ]).toEqual([NO_DAY, 5, NO_DAY, 9, NO_DAY]);
  });
});

// The same rules written the plain way (filter everything, sort everything), as the SQL of decision 0013
// stated them; the selection must agree with it on any set of activities and any request.
function reference(entries: Activity[], s: ListSelection): { ids: number[]; total: number } {
  const walk = !s.archive && s.range && s.range.to !== null && s.range.from !== s.today ? s.range : null;
  const rows: { e: Activity; day: number; relevance: number }[] = [];
  const relevance = s.relevance ? relevanceById(s.relevance as readonly IdTier[]) : null;
  for (const e of entries) {
    if (s.archive ? e.nextDay !== null : e.nextDay === null || e.nextDay < s.today) continue;
    const inRange = [...e.days].filter(
      (d) => s.range && d >= s.range.from && (s.range.to === null || d <= s.range.to),
    );
    if (s.range) {
      if (s.range.to === null ? e.lastDay === null || e.lastDay < s.range.from : false) continue;
      if (s.range.to !== null && s.archive && inRange.length === 0) continue;
      if (s.range.to !== null && !s.archive && s.range.from === s.today && e.nextDay! > s.range.to) continue;
      if (walk && inRange.length === 0) continue;
    }
    if (s.tags.length > 0 && !s.tags.some((t) => e.tags.includes(t) || e.category === t)) continue;
    if (s.portal && e.portalId !== s.portal.id && e.cityLower !== s.portal.cityLower) continue;
    if (s.organizationId !== null && e.portalId !== s.organizationId) continue;
    if (s.meetingScore !== null && e.score < s.meetingScore) continue;
    if ((s.oneTimeOnly && !e.oneTime) || (s.freeOnly && !e.isFree)) continue;
    if (s.placesLeftOnly && e.nextDateFull) continue;
    if ((e.facets & s.facets) !== s.facets) continue;
    if (relevance && !relevance.has(e.id)) continue;
    rows.push({ e, day: walk ? Math.min(...inRange) : 0, relevance: relevance?.get(e.id) ?? 0 });
  }
  rows.sort((a, b) => {
    if (a.relevance !== b.relevance) return b.relevance - a.relevance;
    if (s.archive) {
      if ((a.e.lastDay === null) !== (b.e.lastDay === null)) return a.e.lastDay === null ? 1 : -1;
      return (b.e.lastDay ?? 0) - (a.e.lastDay ?? 0) || b.e.id - a.e.id;
    }
    if (walk) return a.day - b.day || a.e.id - b.e.id;
    return a.e.nextDay! - b.e.nextDay! || a.e.id - b.e.id;
  });
  return { ids: rows.slice(s.offset, s.offset + s.limit).map((r) => r.e.id), total: rows.length };
}

const day = fc.integer({ min: 0, max: 20 });
/**
 * An activity as the database keeps it on `today`: its next day is its first day from today on (null
 * when all its days are past: the archive), its last day the last of its days. Sometimes without any
 * day (its occurrences not made yet) or with a next day not moved on yet (before today).
 */
const anEntry = (today: number) =>
  fc
    .record({
      id: fc.integer({ min: 1, max: 60 }),
      days: fc.uniqueArray(day, { maxLength: 5 }),
      stale: fc.boolean(),
      score: fc.integer({ min: 1, max: 5 }),
      isFree: fc.boolean(),
      oneTime: fc.boolean(),
      limited: fc.boolean(),
      nextDateFull: fc.boolean(),
      portalId: fc.integer({ min: 1, max: 3 }),
      category: fc.constantFrom('sport', 'kunst'),
      tags: fc.subarray(['a', 'b', 'sport']),
      cityLower: fc.constantFrom('utrecht', 'zeist'),
      // A few facets, so that a filter on two of them still matches some.
      facets: fc.integer({ min: 0, max: 7 }),
    })
    .map(({ days, stale, ...rest }): Activity => {
      const sorted = [...days].sort((x, y) => x - y);
      const next = sorted.find((d) => d >= today) ?? null;
      return {
        ...rest,
        nextDay: stale && next !== null ? today - 1 : next,
        lastDay: sorted.length > 0 ? sorted[sorted.length - 1]! : null,
        days: sorted,
      };
    });
/** A filter is left out three times in four, so that pages hold enough matches to test their order. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary, weight: 1 });
// Up to six tiers: a few are kept as bitmaps, more as a score per slot (list-selection.ts's FEW_TIERS).
const someTiers = fc
  .uniqueArray(fc.tuple(fc.integer({ min: 1, max: 60 }), fc.constantFrom(0, 1, 0.5, 0.25, 0.75, 0.6)), {
    selector: ([id]) => id,
    minLength: 10,
  })
  .map((pairs) => tiersOf(new Map(pairs)));
const aSelection = (today: number) =>
  fc.record({
    today: fc.constant(today),
    archive: fc.boolean(),
    range: fc.oneof(
      fc.constant(null),
      fc
        .tuple(
          fc.integer({ min: -6, max: 8 }),
          fc.option(fc.integer({ min: 0, max: 8 }), { nil: null, freq: 4 }),
        )
        .map(([start, length]) => ({
          from: today + start,
          to: length === null ? null : today + start + length,
        })),
    ),
    tags: fc.oneof(
      { arbitrary: fc.constant([]), weight: 3 },
      { arbitrary: fc.subarray(['a', 'b', 'kunst']), weight: 1 },
    ),
    portal: sometimes(
      fc.record({
        id: fc.integer({ min: 1, max: 3 }),
        cityLower: fc.option(fc.constant('zeist'), { nil: null }),
      }),
    ),
    organizationId: sometimes(fc.integer({ min: 1, max: 3 })),
    meetingScore: sometimes(fc.integer({ min: 1, max: 5 })),
    oneTimeOnly: fc.boolean(),
    freeOnly: fc.boolean(),
    placesLeftOnly: fc.boolean(),
    facets: fc.oneof(
      { arbitrary: fc.constant(0), weight: 3 },
      { arbitrary: fc.integer({ min: 1, max: 7 }), weight: 1 },
    ),
    relevance: sometimes(someTiers),
    offset: fc.integer({ min: 0, max: 8 }),
    limit: fc.integer({ min: 1, max: 10 }),
  });
const aCase = fc
  .integer({ min: 5, max: 15 })
  .chain((today) =>
    fc.tuple(
      fc.uniqueArray(anEntry(today), { selector: (e) => e.id, minLength: 5, maxLength: 40, size: 'medium' }),
      aSelection(today),
    ),
  );

describe('the list selection, against the plain rules', () => {
  it('agrees on every page and total', () => {
    fc.assert(
      fc.property(aCase, ([entries, s]) => {
        // The service never sends a range that ends before it starts, nor one that starts before today
        // in an upcoming list.
        if (s.range && s.range.to !== null && s.range.to < s.range.from) return;
        if (s.range && !s.archive && s.range.from < s.today) return;
        expect(selectListPage(buildListTable(entries), s)).toEqual(reference(entries, s));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with the tiers given as bitmaps over the table’s ranks (a search’s words’ matches)', () => {
    fc.assert(
      fc.property(aCase, ([entries, s]) => {
        if (s.range && s.range.to !== null && s.range.to < s.range.from) return;
        if (s.range && !s.archive && s.range.from < s.today) return;
        if (!s.relevance) return;
        const table = buildListTable(entries);
        const overRanks = (s.relevance as readonly IdTier[]).map((tier) => ({
          relevance: tier.relevance,
          ids: { rankBits: rankBitsOf(table, tier.ids) },
        }));
        expect(selectListPage(table, { ...s, relevance: overRanks })).toEqual(reference(entries, s));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees for a search over every upcoming activity (its tiers counted as bits)', () => {
    const aSearch = aCase.chain(([entries, s]) =>
      someTiers.map(
        (relevance) =>
          [
            entries,
            { ...s, archive: false, range: null, portal: null, organizationId: null, relevance },
          ] as const,
      ),
    );
    fc.assert(
      fc.property(aSearch, ([entries, s]) => {
        expect(selectListPage(buildListTable(entries), s)).toEqual(reference(entries, s));
      }),
      { numRuns: 500 },
    );
  });
});

describe('the list table', () => {
  const aTableCase = fc
    .integer({ min: 5, max: 15 })
    .chain((today) =>
      fc.tuple(
        fc.uniqueArray(anEntry(today), { selector: (e) => e.id, maxLength: 30 }),
        fc.uniqueArray(anEntry(today), { selector: (e) => e.id, maxLength: 10 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 10 }),
      ),
    );

  it('after a merge holds what a table built afresh holds, in the same orders', () => {
    fc.assert(
      fc.property(aTableCase, ([before, changedRows, deleted]) => {
        const changedIds = [...new Set([...changedRows.map((a) => a.id), ...deleted])];
        const rows = changedRows.filter((a) => !deleted.includes(a.id));
        const after = [...before.filter((a) => !changedIds.includes(a.id)), ...rows];
        const merged = mergeListTable(buildListTable(before), changedIds, rows);
        const fresh = buildListTable(after);
        const contents = (table: ReturnType<typeof buildListTable>) =>
          Array.from({ length: table.size }, (_, slot) => activityAt(table, slot));
        expect(contents(merged)).toEqual(contents(fresh));
        expect(contents(fresh)).toEqual([...after].sort((a, b) => a.id - b.id));
        const idsOf = (slots: Int32Array, table: ReturnType<typeof buildListTable>) =>
          [...slots].map((slot) => table.ids[slot]);
        expect(idsOf(merged.upcoming, merged)).toEqual(idsOf(fresh.upcoming, fresh));
        expect(idsOf(merged.archive, merged)).toEqual(idsOf(fresh.archive, fresh));
      }),
      { numRuns: 300 },
    );
  });

  // Changes that keep every activity's place (its days): what a member's join or an edit of the other
  // fields makes. `changes` holds new fields for some of the activities, by index.
  const aPatchCase = fc
    .integer({ min: 5, max: 15 })
    .chain((today) =>
      fc.tuple(
        fc.uniqueArray(anEntry(today), { selector: (e) => e.id, minLength: 1, maxLength: 40 }),
        fc.array(anEntry(today), { maxLength: 10 }),
        aSelection(today),
      ),
    )
    .map(([before, changes, selection]) => {
      const changed = new Map<number, Activity>();
      changes.forEach((fields, i) => {
        const { id, nextDay, lastDay, days } = before[(i * 7) % before.length]!;
        changed.set(id, { ...fields, id, nextDay, lastDay, days });
      });
      return { before, rows: [...changed.values()], selection };
    });

  it('after a patch answers every page as a table built afresh, and leaves the old one as it was', () => {
    fc.assert(
      fc.property(aPatchCase, ({ before, rows, selection: s }) => {
        if (s.range && s.range.to !== null && s.range.to < s.range.from) return;
        if (s.range && !s.archive && s.range.from < s.today) return;
        const after = before.map((a) => rows.find((row) => row.id === a.id) ?? a);
        const older = buildListTable(before);
        const patched = patchListTable(
          older,
          rows.map((row) => row.id),
          rows,
        );
        expect(patched).not.toBeNull();
        const contents = (table: ReturnType<typeof buildListTable>) =>
          Array.from({ length: table.size }, (_, slot) => activityAt(table, slot));
        expect(contents(patched!)).toEqual([...after].sort((a, b) => a.id - b.id));
        expect(selectListPage(patched!, s)).toEqual(reference(after, s));
        expect(selectListPage(older, s)).toEqual(reference(before, s));
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves a change that moves a rank, or an activity that came or went, to the merge', () => {
    const table = buildListTable([entry(1), entry(2, { nextDay: 11, lastDay: 11, days: [11] })]);
    expect(patchListTable(table, [1], [entry(1, { nextDay: 11, lastDay: 11, days: [11] })])).toBeNull();
    expect(patchListTable(table, [1], [entry(1, { days: [10, 12], lastDay: 12 })])).toBeNull();
    expect(patchListTable(table, [3], [entry(3)])).toBeNull();
    expect(patchListTable(table, [2], [])).toBeNull();
    expect(patchListTable(table, [1], [entry(1, { score: 5, tags: ['nieuw'] })])).not.toBeNull();
  });
});
