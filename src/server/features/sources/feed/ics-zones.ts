import { TZDate } from '@date-fns/tz';
import type ICAL from 'ical.js';
import { wallClockInAmsterdam } from '../../../../domain/recurrence/amsterdam-clock';

// Where an ICS time is, and the Amsterdam wall clock it is then (decision 0038). A time in UTC ('Z') and
// one with a TZID the calendar defines (VTIMEZONE) are converted; a floating time is taken as Amsterdam's
// own; a TZID the calendar does not define is used when it is a known IANA zone ('Europe/Amsterdam' is
// often sent without its VTIMEZONE), and the event is skipped otherwise.

export type IcsZone =
  | { kind: 'utc' }
  | { kind: 'floating' }
  | { kind: 'defined'; zone: ICAL.Timezone }
  | { kind: 'iana'; name: string }
  | { kind: 'unknown' };

export function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone of a DTSTART/DTEND property, given the calendar's own VTIMEZONEs by TZID. */
export function zoneOf(property: ICAL.Property, defined: ReadonlyMap<string, ICAL.Timezone>): IcsZone {
  const value = property.getFirstValue() as ICAL.Time;
  if (value.zone?.tzid === 'UTC') return { kind: 'utc' };
  const tzid = property.getParameter('tzid');
  const name = Array.isArray(tzid) ? tzid[0] : tzid;
  if (!name) return { kind: 'floating' };
  const zone = defined.get(name);
  if (zone) return { kind: 'defined', zone };
  if (isIanaZone(name)) return { kind: 'iana', name };
  return { kind: 'unknown' };
}

/** An ICS time (its wall clock in `zone`) as the date and 'HH:mm' it is in Amsterdam. */
export function amsterdamClock(time: ICAL.Time, zone: IcsZone): { date: string; time: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const wall = {
    date: `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`,
    time: `${pad(time.hour)}:${pad(time.minute)}`,
  };
  if (zone.kind === 'floating' || zone.kind === 'unknown') return wall;
  const asUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  let instant: number;
  if (zone.kind === 'utc') instant = asUtc;
  else if (zone.kind === 'defined') instant = asUtc - zone.zone.utcOffset(time) * 1000;
  else
    instant = new TZDate(
      time.year,
      time.month - 1,
      time.day,
      time.hour,
      time.minute,
      time.second,
      zone.name,
    ).getTime();
  const clock = wallClockInAmsterdam(new Date(instant));
  return { date: clock.date, time: clock.time };
}
