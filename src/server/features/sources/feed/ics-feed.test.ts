import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../domain/recurrence/calendar-date';
import { readIcsFeed } from './ics-feed';

const TODAY = '2026-11-28';
const HORIZON = addDays(TODAY, 400);

const AMSTERDAM_ZONE = `BEGIN:VTIMEZONE
TZID:Europe/Amsterdam
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

/** A calendar of the given VEVENT bodies (each without BEGIN/END), with Amsterdam's VTIMEZONE. */
function calendar(...events: string[]): string {
  const body = events.map((event) => `BEGIN:VEVENT\n${event.trim()}\nEND:VEVENT`).join('\n');
  return `BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//test//EN\n${AMSTERDAM_ZONE}\n${body}\nEND:VCALENDAR\n`.replace(
    /\n/g,
    '\r\n',
  );
}

function one(event: string) {
  const reading = readIcsFeed(calendar(event), TODAY, HORIZON);
  expect(reading.notACalendar).toBe(false);
  return reading;
}

function onlyEvent(event: string, today = TODAY) {
  const reading = readIcsFeed(calendar(event), today, addDays(today, 400));
  expect(reading.problems).toEqual([]);
  expect(reading.events).toHaveLength(1);
  return reading.events[0]!;
}

function schedule(event: string) {
  const reading = one(event);
  expect(reading.problems).toEqual([]);
  expect(reading.events).toHaveLength(1);
  return reading.events[0]!.schedule;
}

describe('readIcsFeed', () => {
  it('reads a one-time event with its place and link (the fixture file)', () => {
    const reading = readIcsFeed(readFileSync('tests/fixtures/sources/club.ics', 'utf8'), TODAY, HORIZON);
    expect(reading.events).toEqual([
      {
        key: 'walk-2026@club.example',
        text: {
          title: 'Wandelen in het park',
          description: 'Een rustige wandeling van een uur.',
          meetingPoint: 'Buurthuis De Kroon, Dorpsstraat 3, 2011 LR Haarlem',
          websiteUrl: 'https://club.example/wandelen',
        },
        schedule: {
          activityType: 'one-time',
          startDate: '2026-12-05',
          endDate: '2026-12-05',
          startTime: '10:00',
          endTime: '11:30',
        },
      },
    ]);
  });

  it('converts UTC times to Amsterdam on both sides of the March and October change', () => {
    expect(schedule('UID:a\nSUMMARY:x\nDTSTART:20260329T090000Z\nDTEND:20260329T100000Z')).toMatchObject({
      startDate: '2026-03-29',
      startTime: '11:00',
      endTime: '12:00',
    });
    expect(schedule('UID:b\nSUMMARY:x\nDTSTART:20260328T090000Z')).toMatchObject({ startTime: '10:00' });
    expect(schedule('UID:c\nSUMMARY:x\nDTSTART:20261025T090000Z')).toMatchObject({ startTime: '10:00' });
    expect(schedule('UID:d\nSUMMARY:x\nDTSTART:20261024T090000Z')).toMatchObject({ startTime: '11:00' });
  });

  it('keeps a weekly Amsterdam series at its time across the change: a weekly rule', () => {
    expect(
      schedule(
        'UID:a\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20260315T100000\nDTEND;TZID=Europe/Amsterdam:20260315T110000\nRRULE:FREQ=WEEKLY;UNTIL=20260412T235959Z',
      ),
    ).toEqual({
      activityType: 'recurring',
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringDays: ['sunday'],
      recurringDates: [],
      recurringStartDate: '2026-03-15',
      recurringEndDate: '2026-04-12',
      recurringStartTime: '10:00',
      recurringEndTime: '11:00',
    });
  });

  it('refuses a UTC series whose Amsterdam time moves with the change (no almost-right rule)', () => {
    const reading = one('UID:a\nSUMMARY:x\nDTSTART:20260315T090000Z\nRRULE:FREQ=WEEKLY;COUNT=5');
    expect(reading.events).toEqual([]);
    expect(reading.problems).toEqual([{ key: 'a', problem: 'timesVary' }]);
  });

  it('maps weekly BYDAY without an end to an open weekly rule', () => {
    expect(
      schedule(
        'UID:a\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261130T193000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE',
      ),
    ).toMatchObject({
      recurringFrequency: 'weekly',
      recurringDays: ['monday', 'wednesday'],
      recurringStartDate: '2026-11-30',
      recurringEndDate: null,
      recurringStartTime: '19:30',
      recurringEndTime: null,
    });
  });

  it('maps monthly BYDAY=2SA to the second Saturday, and -1FR to the last Friday', () => {
    expect(
      schedule(
        'UID:a\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261212T140000\nRRULE:FREQ=MONTHLY;BYDAY=2SA',
      ),
    ).toMatchObject({
      recurringFrequency: 'monthly',
      recurringPattern: 'second',
      recurringDays: ['saturday'],
    });
    expect(
      schedule(
        'UID:b\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261225T140000\nRRULE:FREQ=MONTHLY;BYDAY=-1FR',
      ),
    ).toMatchObject({ recurringFrequency: 'monthly', recurringPattern: 'last', recurringDays: ['friday'] });
  });

  it('maps every other week to even/odd weeks only where that is exact: not across 2026-W53', () => {
    const inYear = schedule(
      'UID:a\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20260901T190000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20261124T230000Z',
    );
    expect(inYear).toMatchObject({
      recurringFrequency: 'biweekly',
      recurringPattern: 'even',
      recurringEndDate: '2026-11-24',
    });
    const acrossWeek53 = schedule(
      'UID:b\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261215T190000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20270209T230000Z',
    );
    // 15 Dec is W51; then 29 Dec (W53), 12 Jan (W02): odd, odd, even — no parity rule gives these.
    expect(acrossWeek53).toMatchObject({
      recurringFrequency: 'dates',
      recurringDates: ['2026-12-15', '2026-12-29', '2027-01-12', '2027-01-26', '2027-02-09'],
    });
  });

  it('turns an open every-other-week rule into its dates up to the window', () => {
    const open = schedule(
      'UID:a\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261201T190000\nRRULE:FREQ=WEEKLY;INTERVAL=2',
    );
    expect(open).toMatchObject({ recurringFrequency: 'dates' });
    expect(open.activityType === 'recurring' && open.recurringDates.length).toBe(29);
  });

  it('keeps weekly BYDAY with two EXDATEs as the weekly rule and two cancelled dates', () => {
    const event = onlyEvent(
      'UID:a\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261201T190000\nDTEND;TZID=Europe/Amsterdam:20261201T210000\nRRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20261229T230000Z\nEXDATE;TZID=Europe/Amsterdam:20261215T190000,20261229T190000\nEXDATE;TZID=Europe/Amsterdam:20261217T190000',
    );
    expect(event.schedule).toEqual({
      activityType: 'recurring',
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringDays: ['tuesday'],
      recurringDates: [],
      recurringStartDate: '2026-12-01',
      // 29 Dec is taken out and was the last: the rule ends at the last date the calendar gives.
      recurringEndDate: '2026-12-22',
      recurringStartTime: '19:00',
      recurringEndTime: '21:00',
    });
    // 17 Dec is a Thursday, no date of the rule: ignored. 29 Dec is past the rule's new end.
    expect(event.cancelledDates).toEqual(['2026-12-15']);

    const open = onlyEvent(
      'UID:b\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261130T193000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE\nEXDATE;TZID=Europe/Amsterdam:20261207T193000,20261223T193000',
    );
    expect(open.schedule).toMatchObject({
      recurringFrequency: 'weekly',
      recurringDays: ['monday', 'wednesday'],
      recurringEndDate: null,
    });
    expect(open.cancelledDates).toEqual(['2026-12-07', '2026-12-23']);
  });

  it('matches an EXDATE across the daylight-saving change, in UTC or Amsterdam time', () => {
    // 10:00 in Amsterdam is 09:00Z before 29 March and 08:00Z after it.
    const event = onlyEvent(
      'UID:a\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20260315T100000\nDTEND;TZID=Europe/Amsterdam:20260315T110000\nRRULE:FREQ=WEEKLY;UNTIL=20260412T235959Z\nEXDATE:20260322T090000Z\nEXDATE:20260405T080000Z',
      '2026-03-01',
    );
    expect(event.schedule).toMatchObject({
      recurringFrequency: 'weekly',
      recurringDays: ['sunday'],
      recurringStartDate: '2026-03-15',
      recurringEndDate: '2026-04-12',
    });
    expect(event.cancelledDates).toEqual(['2026-03-22', '2026-04-05']);
  });

  it('takes a whole-day EXDATE as the date, and ignores one at another time', () => {
    const whole = onlyEvent(
      'UID:a\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261212T140000\nRRULE:FREQ=MONTHLY;BYDAY=2SA\nEXDATE;VALUE=DATE:20270109',
    );
    expect(whole.schedule).toMatchObject({ recurringFrequency: 'monthly', recurringPattern: 'second' });
    expect(whole.cancelledDates).toEqual(['2027-01-09']);
    // ical.js takes out only the occurrence at the EXDATE's own time: 18:00 takes out nothing.
    const otherTime = onlyEvent(
      'UID:b\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261201T190000\nRRULE:FREQ=WEEKLY;UNTIL=20261222T230000Z\nEXDATE;TZID=Europe/Amsterdam:20261215T180000',
    );
    expect(otherTime.schedule).toMatchObject({
      recurringFrequency: 'weekly',
      recurringEndDate: '2026-12-22',
    });
    expect(otherTime.cancelledDates).toBeUndefined();
  });

  it('keeps EXDATE on every other week where even/odd is exact', () => {
    const event = onlyEvent(
      'UID:a\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20260901T190000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20261124T230000Z\nEXDATE;TZID=Europe/Amsterdam:20261013T190000',
      '2026-08-01',
    );
    expect(event.schedule).toMatchObject({ recurringFrequency: 'biweekly', recurringPattern: 'even' });
    expect(event.cancelledDates).toEqual(['2026-10-13']);
  });

  it('turns COUNT (with or without EXDATE), BYMONTHDAY and RDATE into the dates they give', () => {
    const counted = onlyEvent(
      'UID:e\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261201T190000\nRRULE:FREQ=WEEKLY;COUNT=4\nEXDATE;TZID=Europe/Amsterdam:20261215T190000',
    );
    expect(counted.schedule).toMatchObject({
      recurringFrequency: 'dates',
      recurringDates: ['2026-12-01', '2026-12-08', '2026-12-22'],
    });
    expect(counted.cancelledDates).toBeUndefined();
    expect(
      schedule(
        'UID:b\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261215T190000\nRRULE:FREQ=MONTHLY;BYMONTHDAY=15;COUNT=3',
      ),
    ).toMatchObject({
      recurringFrequency: 'dates',
      recurringDates: ['2026-12-15', '2027-01-15', '2027-02-15'],
    });
    expect(
      schedule(
        'UID:c\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261203T190000\nRDATE;TZID=Europe/Amsterdam:20261210T190000,20261230T190000',
      ),
    ).toMatchObject({
      recurringFrequency: 'dates',
      recurringDates: ['2026-12-03', '2026-12-10', '2026-12-30'],
    });
    expect(
      schedule('UID:d\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261201T190000\nRRULE:FREQ=WEEKLY;COUNT=3'),
    ).toMatchObject({
      recurringFrequency: 'dates',
      recurringDates: ['2026-12-01', '2026-12-08', '2026-12-15'],
    });
  });

  it('expands a daily rule without end to at most 60 dates from today', () => {
    const daily = schedule(
      'UID:a\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20260101T090000\nRRULE:FREQ=DAILY',
    );
    expect(daily.activityType === 'recurring' && daily.recurringDates).toHaveLength(60);
    expect(daily.activityType === 'recurring' && daily.recurringDates[0]).toBe(TODAY);
  });

  it('skips an event without a start, and one in a time zone the calendar does not define', () => {
    const reading = readIcsFeed(
      calendar(
        'UID:nostart\nSUMMARY:x',
        'UID:mars\nSUMMARY:x\nDTSTART;TZID=Mars/Olympus:20261205T100000',
        'UID:ny\nSUMMARY:x\nDTSTART;TZID=America/New_York:20261205T130000',
      ),
      TODAY,
      HORIZON,
    );
    expect(reading.problems).toEqual([
      { key: 'nostart', problem: 'noStart' },
      { key: 'mars', problem: 'unknownTimeZone' },
    ]);
    // A known IANA zone without its VTIMEZONE is used: 13:00 in New York is 19:00 in Amsterdam.
    expect(reading.events.map((e) => [e.key, e.schedule])).toEqual([
      [
        'ny',
        {
          activityType: 'one-time',
          startDate: '2026-12-05',
          endDate: '2026-12-05',
          startTime: '19:00',
          endTime: null,
        },
      ],
    ]);
  });

  it('reads all-day events as dates without times, DTEND exclusive', () => {
    expect(schedule('UID:a\nSUMMARY:x\nDTSTART;VALUE=DATE:20261205\nDTEND;VALUE=DATE:20261206')).toEqual({
      activityType: 'one-time',
      startDate: '2026-12-05',
      endDate: '2026-12-05',
      startTime: null,
      endTime: null,
    });
    expect(
      schedule('UID:b\nSUMMARY:x\nDTSTART;VALUE=DATE:20261205\nDTEND;VALUE=DATE:20261208'),
    ).toMatchObject({
      startDate: '2026-12-05',
      endDate: '2026-12-07',
    });
  });

  it('leaves out a cancelled event and applies a changed instance as dates', () => {
    const reading = readIcsFeed(
      calendar(
        'UID:gone\nSUMMARY:x\nSTATUS:CANCELLED\nDTSTART;TZID=Europe/Amsterdam:20261205T100000',
        'UID:s\nSUMMARY:x\nDTSTART;TZID=Europe/Amsterdam:20261201T190000\nRRULE:FREQ=WEEKLY;COUNT=3',
        'UID:s\nSUMMARY:x\nRECURRENCE-ID;TZID=Europe/Amsterdam:20261208T190000\nSTATUS:CANCELLED\nDTSTART;TZID=Europe/Amsterdam:20261208T190000',
      ),
      TODAY,
      HORIZON,
    );
    expect(reading.events.map((e) => e.key)).toEqual(['s']);
    expect(reading.events[0]!.schedule).toMatchObject({ recurringDates: ['2026-12-01', '2026-12-15'] });
  });

  it('answers notACalendar for HTML or broken text', () => {
    expect(readIcsFeed('<!doctype html><html></html>', TODAY, HORIZON).notACalendar).toBe(true);
    expect(readIcsFeed('BEGIN:VCALENDAR\nthis is not ics', TODAY, HORIZON).notACalendar).toBe(true);
  });
});
