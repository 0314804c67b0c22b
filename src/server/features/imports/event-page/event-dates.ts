import { wallClockInAmsterdam } from '../../../../domain/recurrence/amsterdam-clock';
import { isCalendarDate } from '../../../../domain/recurrence/calendar-date';

// A page's start or end ('2026-12-12', '2026-12-12T19:30', '2026-12-12T18:30:00Z',
// '2026-11-28 10:00+0100') as the activity form has it: the date and time in Europe/Amsterdam. An
// instant with an offset is converted; a local time without one is taken as the page wrote it.

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export function amsterdamDateTime(value: string | undefined): { date?: string; time?: string } {
  const match = DATE_TIME.exec(value?.trim() ?? '');
  if (!match) return {};
  const [, date = '', hours, minutes, seconds = '00', offset] = match;
  if (!isCalendarDate(date)) return {};
  if (hours === undefined || minutes === undefined) return { date };
  if (Number(hours) > 23 || Number(minutes) > 59) return { date };
  if (!offset) return { date, time: `${hours}:${minutes}` };
  const instant = new Date(`${date}T${hours}:${minutes}:${seconds}${isoOffset(offset)}`);
  if (Number.isNaN(instant.getTime())) return { date };
  return wallClockInAmsterdam(instant);
}

/** 'Z', '+01', '+0100' and '+01:00' as the '+01:00' a Date understands. */
function isoOffset(offset: string): string {
  if (offset.toUpperCase() === 'Z') return 'Z';
  const digits = offset.slice(1).replace(':', '').padEnd(4, '0');
  return `${offset[0]}${digits.slice(0, 2)}:${digits.slice(2, 4)}`;
}
