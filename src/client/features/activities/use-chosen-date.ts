import { useQuery } from '@tanstack/react-query';
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
  choose(date: string): void;
}

/**
 * Which date of an activity the detail page is about. It lives in the address (`?date=`), so the
 * registration card and the participants section agree, a link (the waitlist's e-mail) opens on its
 * date, and the back button does not step through the choices.
 */
export function useChosenDate(activity: ActivityDetail): ChosenDate {
  const [params, setParams] = useSearchParams();
  const dates = useQuery(activityDatesQuery(activity.id)).data ?? [];
  const asked = params.get('date');
  const info = dates.find((d) => d.date === asked) ?? dates[0] ?? null;
  return {
    recurring: activity.activityType === 'recurring',
    dates,
    date: info?.date ?? null,
    info,
    choose(date) {
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
