import type { ActivityListItem } from '../../../domain/activities/response';

// What a widget card needs beyond the product's cards' own texts (domain/activities/card-text.ts).

/**
 * The machine-readable form of the card's next day for <time datetime>: '2025-06-14T10:00' when the
 * start time is a plain 'HH:mm', else the date alone.
 */
export function cardDateTimeAttribute(item: ActivityListItem, date: string): string {
  const start = item.activityType === 'recurring' ? item.recurringStartTime : item.startTime;
  return start && /^\d{2}:\d{2}$/.test(start) ? `${date}T${start}` : date;
}
