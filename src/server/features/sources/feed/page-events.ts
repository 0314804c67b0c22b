import type { Facet } from '../../../../domain/activities/facets';
import type { CalendarDate } from '../../../../domain/recurrence/calendar-date';
import { fitSchedule } from '../../../../domain/sources/schedule';
import type { FeedReading, SourceEventText } from '../../../../domain/sources/source-event';

// A web page's schema.org Events (read by the imports' event-page room, in the same worker) as a
// calendar source's events: each one date (or days), as the page gives it; one without a start is skipped.

export interface PageEvent {
  key: string;
  fields: SourceEventText & {
    startDate?: string;
    startTime?: string;
    endDate?: string;
    endTime?: string;
    /** What the page says about who can come (schema.org's accessibility words); stored facets only. */
    facets?: Facet[];
  };
}

export function readPageEvents(events: readonly PageEvent[], today: CalendarDate): FeedReading {
  const reading: FeedReading = { notACalendar: events.length === 0, events: [], problems: [] };
  const seen = new Set<string>();
  for (const { key, fields } of events) {
    if (seen.has(key)) continue;
    seen.add(key);
    const { startDate, startTime, endDate, endTime, facets, ...text } = fields;
    if (!startDate) {
      reading.problems.push({ key, problem: 'noStart' });
      continue;
    }
    const fitted = fitSchedule(
      [
        {
          startDate,
          startTime: startTime ?? null,
          endDate: endDate && endDate >= startDate ? endDate : startDate,
          endTime: endTime ?? null,
        },
      ],
      null,
      today,
    );
    if ('problem' in fitted) reading.problems.push({ key, problem: fitted.problem });
    else
      reading.events.push({
        key,
        text,
        schedule: fitted.schedule,
        ...(facets && facets.length > 0 ? { facets } : {}),
      });
  }
  return reading;
}
