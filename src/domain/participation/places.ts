// The rules of places and the waitlist on one date of an activity (decision 0033). The database applies
// them under the date's lock (server/features/participation/registrations.ts); these are the same rules
// as pure functions, for the answers, the cards and the tests.

/** Whether someone takes part on a date or waits for a place. */
export type PlaceStatus = 'going' | 'waitlisted';

/** Places per date; null: no limit. */
export type Capacity = number | null;

/** Someone who asks for a date gets a place while fewer than `capacity` are going, else waits. */
export function statusOfNewcomer(going: number, capacity: Capacity): PlaceStatus {
  return capacity === null || going < capacity ? 'going' : 'waitlisted';
}

/** The places still free on a date (never below 0: a lowered capacity bumps nobody); null: no limit. */
export function placesLeft(going: number, capacity: Capacity): number | null {
  return capacity === null ? null : Math.max(0, capacity - going);
}

/**
 * How many of the waitlist move up now that `going` take part: every free place goes to the next in
 * line, and there are never more promotions than people waiting.
 */
export function promotionCount(going: number, capacity: Capacity, waiting: number): number {
  if (capacity === null) return waiting;
  return Math.max(0, Math.min(waiting, capacity - going));
}

/** What a card says of a date's places: room (with how many when few are left), full, or a waitlist. */
export type PlacesState =
  | { kind: 'unlimited' }
  | { kind: 'open'; left: number }
  | { kind: 'full' }
  | { kind: 'waitlist'; waiting: number };

/**
 * At most this many free places and a list card says how many ("nog 3 plekken"): a card that says
 * "nog 40 plekken" only adds noise, while "nog 3" is news that helps someone decide today. The
 * detail's dates say the number always (places-text.ts).
 */
export const FEW_PLACES = 5;

/**
 * Whether a date is full: it has a capacity and every place is taken (more than the capacity go when
 * it was lowered: a lowered capacity bumps nobody). The list keeps this of each activity's next date
 * (`activities.next_date_full`) for its "only with places left" filter.
 */
export function isDateFull(going: number, capacity: Capacity): boolean {
  return capacity !== null && going >= capacity;
}

/** What a card's badge says of the next date's places: few left, or full (with a waitlist to join). */
export type PlacesBadge = { kind: 'few'; left: number } | { kind: 'full' };

/**
 * The badge for `placesLeft` free places (null: no limit; undefined: a card from before the field, as
 * a page kept by the browser may hold); none while there is plenty of room.
 */
export function placesBadge(placesLeft: number | null | undefined): PlacesBadge | null {
  if (placesLeft === null || placesLeft === undefined || placesLeft > FEW_PLACES) return null;
  return placesLeft <= 0 ? { kind: 'full' } : { kind: 'few', left: placesLeft };
}

export function placesState(going: number, capacity: Capacity, waiting: number): PlacesState {
  const left = placesLeft(going, capacity);
  if (left === null) return { kind: 'unlimited' };
  if (left > 0) return { kind: 'open', left };
  return waiting > 0 ? { kind: 'waitlist', waiting } : { kind: 'full' };
}
