import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { escape as escapeText, ICalCalendar, ICalEventStatus } from 'ical-generator';
import { TIME_ZONE } from '../../../domain/constants';
import type { Language } from '../../../domain/language';
import { addDays } from '../../../domain/recurrence/calendar-date';
import type { MyCalendarDate } from '../participation';
import type { FeedText } from './render-cache';

// A member's private calendar ("Mijn agenda", participation/my-calendar.ts) as an iCalendar file: one
// event per date they take part in, its UID the sign-up's, its SEQUENCE the moment of the last change
// to the activity, the sign-up or the date (cancelled or moved by the organiser), so a phone that
// follows the address picks up a moved time. A date they leave is no longer in the file, and calendar
// apps remove it; a date the organiser cancelled stays, with STATUS:CANCELLED.

const TEXT = {
  nl: { name: (site: string) => `${site}: mijn agenda`, more: 'Meer informatie' },
  en: { name: (site: string) => `${site}: my calendar`, more: 'More information' },
} as const;

/** Calendar apps that honour it look again every hour: a new sign-up shows up soon. */
const REFRESH_SECONDS = 60 * 60;

function amsterdam(date: string, time: string): TZDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes, 0, TIME_ZONE);
}

export function myCalendarFile(
  dates: readonly MyCalendarDate[],
  options: { publicUrl: string; lang: Language; siteName: string },
): FeedText {
  const host = new URL(options.publicUrl).hostname;
  const text = TEXT[options.lang];
  const calendar = new ICalCalendar({
    name: escapeText(text.name(options.siteName), false),
    prodId: { company: options.siteName, product: options.siteName, language: options.lang.toUpperCase() },
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
  calendar.x('X-WR-TIMEZONE', TIME_ZONE);
  for (const date of dates) {
    const url = `${options.publicUrl}/activities/${date.activityId}?date=${date.day}`;
    const allDay = date.startTime === null;
    const start = allDay ? amsterdam(date.day, '00:00') : amsterdam(date.day, date.startTime!);
    const end = allDay
      ? amsterdam(addDays(date.day, 1), '00:00')
      : date.endTime && date.endTime > date.startTime!
        ? amsterdam(date.day, date.endTime)
        : null;
    const changed = new Date(date.changedAt * 1000);
    calendar.createEvent({
      id: `registration-${date.registrationId}@${host}`,
      sequence: date.changedAt,
      timezone: TIME_ZONE,
      allDay,
      start,
      end,
      summary: options.lang === 'en' ? date.titleEn?.trim() || date.title : date.title,
      location: date.location,
      url,
      description: `${text.more}: ${url}`,
      stamp: changed,
      lastModified: changed,
      // A date the organiser cancelled stays, marked, so the phone shows it as not taking place.
      ...(date.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
    });
  }
  const body = calendar.toString();
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}
