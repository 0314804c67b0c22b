import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import type { DateChange } from './date-changes';
import { listOccurrences } from './occurrences';
import type { RecurrenceInput } from './recurrence-rule';
import { upcomingOccurrence } from './session-end';

// Every Tuesday from 2026-12-01 (a Tuesday) to 2027-01-26.
const series: RecurrenceInput & { recurringStartTime: string; recurringEndTime: string } = {
  activityType: 'recurring',
  recurringDays: ['tuesday'],
  recurringFrequency: 'weekly',
  recurringStartDate: '2026-12-01',
  recurringEndDate: '2027-01-26',
  recurringStartTime: '19:00',
  recurringEndTime: '21:00',
};

const change = (day: string, extra: Partial<DateChange> = {}): DateChange => ({
  day,
  cancelled: false,
  movedTo: null,
  startTime: null,
  endTime: null,
  ...extra,
});

const days = (
  activity: RecurrenceInput,
  from: string | null = '2026-11-01',
  to: string | null = '2027-02-28',
) => listOccurrences(activity, from, to).map((o) => o.startDate);

describe('date changes', () => {
  it('drops a cancelled date and keeps the others', () => {
    const changed = { ...series, dateChanges: [change('2026-12-08', { cancelled: true })] };
    expect(days(changed)).not.toContain('2026-12-08');
    expect(days(changed)).toHaveLength(days(series).length - 1);
  });

  it('shows a moved date on its new day with its own times and where it came from', () => {
    const moved = change('2026-12-08', { movedTo: '2026-12-10', startTime: '10:00', endTime: '12:00' });
    const list = listOccurrences({ ...series, dateChanges: [moved] }, '2026-12-01', '2026-12-31');
    expect(list.map((o) => o.startDate)).toEqual([
      '2026-12-01',
      '2026-12-10',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
    ]);
    expect(list[1]).toMatchObject({ movedFrom: '2026-12-08', startTime: '10:00', endTime: '12:00' });
  });

  it('finds a date moved into the range from outside it, and not one moved out', () => {
    const into = change('2026-12-29', { movedTo: '2026-12-05' });
    expect(days({ ...series, dateChanges: [into] }, '2026-12-02', '2026-12-07')).toEqual(['2026-12-05']);
    const out = change('2026-12-08', { movedTo: '2026-12-27' });
    expect(days({ ...series, dateChanges: [out] }, '2026-12-02', '2026-12-09')).toEqual([]);
  });

  it('keeps a limit after a cancelled date', () => {
    const changed = { ...series, dateChanges: [change('2026-12-01', { cancelled: true })] };
    expect(listOccurrences(changed, '2026-12-01', null, { limit: 2 }).map((o) => o.startDate)).toEqual([
      '2026-12-08',
      '2026-12-15',
    ]);
  });

  it('ignores a change of a day the rule does not give, and a cancelled move', () => {
    const stray = change('2026-12-09', { movedTo: '2026-12-11' });
    const cancelledMove = change('2026-12-08', { movedTo: '2026-12-11', cancelled: true });
    expect(days({ ...series, dateChanges: [stray] })).toEqual(days(series));
    expect(days({ ...series, dateChanges: [cancelledMove] })).not.toContain('2026-12-11');
    expect(days({ ...series, dateChanges: [cancelledMove] })).not.toContain('2026-12-08');
  });

  it('ends the next session at a moved date’s own end time', () => {
    const moved = change('2026-12-08', { movedTo: '2026-12-09', startTime: '08:00', endTime: '09:00' });
    const next = upcomingOccurrence({ ...series, dateChanges: [moved] }, '2026-12-09 08:30');
    expect(next).toMatchObject({ startDate: '2026-12-09' });
    expect(upcomingOccurrence({ ...series, dateChanges: [moved] }, '2026-12-09 09:00')?.startDate).toBe(
      '2026-12-15',
    );
  });

  it('leaves a one-time activity alone', () => {
    const oneTime = {
      activityType: 'one-time',
      startDate: '2026-12-08',
      dateChanges: [change('2026-12-08', { cancelled: true })],
    };
    expect(days(oneTime)).toEqual(['2026-12-08']);
  });

  it('gives back the rule’s dates once every change is undone (property)', () => {
    const ruleDays = days(series);
    const changeArb = fc
      .tuple(
        fc.constantFrom(...ruleDays),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      )
      .map(([day, cancelled, shift]) =>
        change(day, { cancelled, movedTo: shift === null ? null : addDays(day, shift) }),
      );
    fc.assert(
      fc.property(fc.uniqueArray(changeArb, { selector: (c) => c.day, maxLength: 6 }), (changes) => {
        const applied = days({ ...series, dateChanges: changes });
        for (const c of changes) {
          if (c.cancelled || c.movedTo) expect(applied).not.toContain(c.day);
          if (c.cancelled && c.movedTo && !ruleDays.includes(c.movedTo))
            expect(applied).not.toContain(c.movedTo);
        }
        const stillThere = changes.filter((c) => !c.cancelled).length;
        expect(applied.length).toBe(ruleDays.length - changes.length + stillThere);
        const undone = changes.map((c) => ({ ...c, cancelled: false, movedTo: null }));
        expect(days({ ...series, dateChanges: undone })).toEqual(ruleDays);
      }),
    );
  });
});
