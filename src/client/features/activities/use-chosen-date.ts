import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ActivityDetail } from '../../../domain/activities/response';
import type { ActivityDate } from '../../../domain/participants';
import { activityDatesQuery } from './dates-api';

export interface ChosenDate {
  recurring: boolean;
  /** The next dates with their places (a one-time activity: its date, if it has one). */
  dates: readonly ActivityDate[];
  /** The date the page is about: `?date=` when it is one of them, else the first; null: none known. */
  date: string | null;
  /** That date's places and counts. */
  info: ActivityDate | null;
  /**
   * The dates have been read (or could not be): until then `date` may still change from null to the
   * first date, so what depends on it waits rather than ask twice and flicker.
   */
  ready: boolean;
  choose(date: string): void;
}

/**
 * Which date of an activity the detail page is about. It lives in the address (`?date=`), so the
 * registration card and the participants section agree, a link (the waitlist's e-mail) opens on its
 * date, and the back button does not step through the choices.
 */
export function useChosenDate(activity: ActivityDetail): ChosenDate {
  const [params, setParams] = useSearchParams();
  // The choice itself is also kept here: the address changes through the router's navigation, a
  // moment later, and the radio button must show the choice at once (a controlled input reverts else).
  const [picked, setPicked] = useState<string | null>(null);
  const query = useQuery(activityDatesQuery(activity.id));
  const dates = query.data ?? [];
  const asked = picked ?? params.get('date');
  // Without a choice: the first date that takes place (a cancelled one is listed, not chosen).
  const info = dates.find((d) => d.date === asked) ?? dates.find((d) => !d.cancelled) ?? dates[0] ?? null;
  return {
    recurring: activity.activityType === 'recurring',
    dates,
    date: info?.date ?? null,
    info,
    ready: !query.isPending,
    choose(date) {
      setPicked(date);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('date', date);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
  };
}
