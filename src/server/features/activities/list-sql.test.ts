import { describe, expect, it } from 'vitest';
import {
  type ActivityFilter,
  activityFilterFromQuery,
  activityListQuerySchema,
} from '../../../domain/activities/list-query';
import { countStatement, type ListContext, pageStatement } from './list-sql';

const filterOf = (query: Record<string, string>): ActivityFilter =>
  activityFilterFromQuery(activityListQuerySchema.parse(query));
const upcoming: ListContext = { today: '2026-11-23', range: null, userId: null };
const ranged: ListContext = { ...upcoming, range: { from: '2026-12-01', to: '2026-12-20' } };

describe('the list statements', () => {
  it('are one named statement per shape: other values, the same text and name', () => {
    const a = pageStatement(filterOf({ tags: 'sport', meetingScore: '2', offset: '24' }), upcoming, true);
    const b = pageStatement(filterOf({ tags: 'muziek,dansen', meetingScore: '5' }), upcoming, true);
    expect(b.text).toBe(a.text);
    expect(b.name).toBe(a.name);
    expect(b.values).not.toEqual(a.values);
  });

  it('differ in name when the shape differs', () => {
    const names = new Set([
      pageStatement(filterOf({}), upcoming, true).name,
      pageStatement(filterOf({}), upcoming, false).name,
      pageStatement(filterOf({}), ranged, true).name,
      pageStatement(filterOf({}), ranged, false).name,
      pageStatement(filterOf({ freeOnly: 'true' }), upcoming, true).name,
      pageStatement(filterOf({ showArchive: 'true' }), upcoming, true).name,
      pageStatement(filterOf({ search: 'yoga' }), { ...upcoming, searchPart: 'words' }, true).name,
      pageStatement(filterOf({ search: 'yoga' }), { ...upcoming, searchPart: 'typo' }, true).name,
      countStatement(filterOf({}), upcoming).name,
      countStatement(filterOf({}), ranged).name,
    ]);
    expect(names.size).toBe(10);
  });

  it('never carry a value in their text: every one is a parameter', () => {
    const hostile = "x'); drop table activities; --";
    const filter = filterOf({ search: hostile, tags: hostile, portalId: '7', meetingScore: '3' });
    for (const statement of [
      pageStatement(filter, { ...ranged, searchPart: 'words' }, true),
      pageStatement(filter, { ...ranged, searchPart: 'typo' }, false),
      countStatement(filter, ranged),
    ]) {
      expect(statement.text).not.toContain('drop table');
      expect(statement.text).not.toContain('2026-12-01');
      expect(statement.values).toContain(hostile);
      // Each $n is a value given: no gap, none missing.
      const used = new Set([...statement.text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
      expect([...used].sort((x, y) => x - y)).toEqual(statement.values.map((_, i) => i + 1));
    }
  });
});
