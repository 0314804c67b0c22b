import type { TFunction } from 'i18next';
import type { ActivityDate } from '../../../domain/participants';
import { placesBadge, placesState } from '../../../domain/participation/places';

/**
 * What a date's places say: 'nog 3 plekken', 'vol', '2 op de wachtlijst'; null without a limit (then
 * only how many go is worth saying).
 */
export function placesText(
  t: TFunction<'activities'>,
  date: { going: number; capacity: number | null; waitlist: number },
): string | null {
  const state = placesState(date.going, date.capacity, date.waitlist);
  switch (state.kind) {
    case 'unlimited':
      return null;
    case 'open':
      return t('dates.placesLeft', { count: state.left });
    case 'full':
      return t('dates.full');
    case 'waitlist':
      return t('dates.waitlist', { count: state.waiting });
  }
}

/** '4 gaan · nog 3 plekken · 1 komt alleen': so that nobody coming alone feels the only one. */
export function countsText(t: TFunction<'activities'>, date: ActivityDate): string {
  const places = placesText(t, date);
  return [
    t('dates.going', { count: date.going }),
    places,
    date.comingAlone > 0 ? t('dates.comingAlone', { count: date.comingAlone }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A card's badge for its next date's places (list cards and the detail's header): 'nog 3 plekken'
 * when few are left (places.ts's FEW_PLACES), 'vol · wachtlijst' when none; null otherwise. The
 * texts are the cards' (their catalogue loads with the list), not the dates' above.
 */
export function placesBadgeText(t: TFunction<'cards'>, placesLeft: number | null): string | null {
  const badge = placesBadge(placesLeft);
  if (badge === null) return null;
  return badge.kind === 'full' ? t('card.placesFull') : t('card.placesFew', { count: badge.left });
}
