import { describe, expect, it } from 'vitest';
import { type DateChangeWithReason, planDateChange, planSourceCancellations } from './date-change-plan';

// Every Tuesday from 2026-12-01.
const series = {
  activityType: 'recurring',
  recurringDays: ['tuesday'],
  recurringFrequency: 'weekly',
  recurringStartDate: '2026-12-01',
};
const today = '2026-12-05';
const none: DateChangeWithReason[] = [];
const moved: DateChangeWithReason = {
  day: '2026-12-08',
  cancelled: false,
  reason: null,
  movedTo: '2026-12-10',
  startTime: '10:00',
  endTime: null,
};

describe('planning a change of one date', () => {
  it('cancels a date with its reason, once', () => {
    const plan = planDateChange(series, none, '2026-12-08', { kind: 'cancel', reason: 'Zaal bezet' }, today);
    expect(plan).toMatchObject({
      change: { day: '2026-12-08', cancelled: true, reason: 'Zaal bezet' },
      from: '2026-12-08',
      to: '2026-12-08',
      mail: 'cancelled',
    });
    const again = planDateChange(
      series,
      [{ ...moved, movedTo: null, startTime: null, cancelled: true, reason: 'x' }],
      '2026-12-08',
      { kind: 'cancel', reason: 'y' },
      today,
    );
    expect(again).toHaveProperty('unchanged');
  });

  it('refuses a day the series does not have, a date gone by and a one-time activity', () => {
    const cancel = { kind: 'cancel', reason: null } as const;
    expect(planDateChange(series, none, '2026-12-09', cancel, today)).toEqual({
      refused: { status: 404, message: 'dateChangeNotADate' },
    });
    expect(planDateChange(series, none, '2026-12-01', cancel, today)).toEqual({
      refused: { status: 400, message: 'dateChangePast' },
    });
    expect(planDateChange({ startDate: '2026-12-08' }, none, '2026-12-08', cancel, today)).toEqual({
      refused: { status: 400, message: 'dateChangeNotSeries' },
    });
  });

  it('moves a date, and refuses moving onto another date, into the past or while cancelled', () => {
    const move = (to: string) => ({ kind: 'move', to, startTime: '10:00', endTime: null }) as const;
    expect(planDateChange(series, none, '2026-12-08', move('2026-12-10'), today)).toMatchObject({
      change: { movedTo: '2026-12-10', startTime: '10:00' },
      from: '2026-12-08',
      to: '2026-12-10',
      mail: 'moved',
    });
    expect(planDateChange(series, none, '2026-12-08', move('2026-12-15'), today)).toEqual({
      refused: { status: 409, message: 'dateChangeOntoDate' },
    });
    expect(planDateChange(series, [moved], '2026-12-15', move('2026-12-10'), today)).toEqual({
      refused: { status: 409, message: 'dateChangeOntoDate' },
    });
    expect(planDateChange(series, none, '2026-12-08', move('2026-12-04'), today)).toEqual({
      refused: { status: 400, message: 'dateChangePast' },
    });
    const cancelled = { ...moved, movedTo: null, cancelled: true };
    expect(planDateChange(series, [cancelled], '2026-12-08', move('2026-12-10'), today)).toEqual({
      refused: { status: 409, message: 'dateChangeIsCancelled' },
    });
  });

  it('finds a moved date by its new day, and puts it back', () => {
    expect(planDateChange(series, [moved], '2026-12-10', { kind: 'unmove' }, today)).toMatchObject({
      change: { day: '2026-12-08', movedTo: null, startTime: null },
      from: '2026-12-10',
      to: '2026-12-08',
      mail: 'moved-back',
    });
    expect(planDateChange(series, none, '2026-12-08', { kind: 'unmove' }, today)).toHaveProperty('unchanged');
  });

  it('moves a date to other times on its own day', () => {
    const plan = planDateChange(
      series,
      none,
      '2026-12-08',
      { kind: 'move', to: '2026-12-08', startTime: '20:00', endTime: '22:00' },
      today,
    );
    expect(plan).toMatchObject({
      change: { movedTo: '2026-12-08', startTime: '20:00' },
      from: '2026-12-08',
      to: '2026-12-08',
    });
  });
});

describe("planning a calendar source's cancelled dates", () => {
  const SOURCE = 'Vervalt volgens de agenda van de organisatie';
  const cancelledBy = (day: string, reason: string | null): DateChangeWithReason => ({
    day,
    cancelled: true,
    reason,
    movedTo: null,
    startTime: null,
    endTime: null,
  });
  const plan = (changes: DateChangeWithReason[], days: string[]) =>
    planSourceCancellations(series, changes, days, SOURCE, today).map((p) => [p.mail, p.change.day]);

  it('cancels the dates not yet cancelled, and nothing when they all are', () => {
    expect(plan(none, ['2026-12-08', '2026-12-15'])).toEqual([
      ['cancelled', '2026-12-08'],
      ['cancelled', '2026-12-15'],
    ]);
    expect(
      plan(
        [cancelledBy('2026-12-08', SOURCE), cancelledBy('2026-12-15', 'Zaal bezet')],
        ['2026-12-08', '2026-12-15'],
      ),
    ).toEqual([]);
  });

  it("restores only the source's own cancellations it no longer gives, never one by hand", () => {
    const changes = [
      cancelledBy('2026-12-08', SOURCE),
      cancelledBy('2026-12-15', 'Zaal bezet'),
      cancelledBy('2026-12-22', null),
    ];
    expect(plan(changes, [])).toEqual([['restored', '2026-12-08']]);
  });

  it('leaves alone dates gone by, days the series does not have, and a day a date was moved onto', () => {
    expect(plan(none, ['2026-12-01', '2026-12-09'])).toEqual([]);
    expect(plan([cancelledBy('2026-12-01', SOURCE)], [])).toEqual([]);
    const onto = { ...moved, movedTo: '2026-12-15' };
    expect(plan([onto], ['2026-12-15'])).toEqual([]);
  });
});
