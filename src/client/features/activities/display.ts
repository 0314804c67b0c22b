// Small browser-side helpers of the activity pages: local calendar dates and the maps link. How a card
// writes its title, date and time is shared with the widget: domain/activities/card-text.ts.

/** A local calendar date ('yyyy-MM-dd') as a Date at local midnight: never read as UTC. */
export function parseLocalDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The calendar date of a Date in the browser's zone, for sending the picked range as picked. */
export function toLocalDateString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A maps search for the address (street, city, postal code), opened in a new tab. */
export function mapsSearchUrl(parts: readonly (string | null | undefined)[]): string {
  const query = parts.filter((p) => p?.trim()).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
