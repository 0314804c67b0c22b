import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrganiserDate } from '../../../../domain/participants';
import { organiserDateQuery } from '../dates-api';
import { type ChosenDateProps, DateSection, DateSectionWaiting } from './date-section';
import { DateWelcomerEditor } from './date-welcomer-editor';
import { OrganiserDates } from './organiser-dates';

type Person = OrganiserDate['going'][number];

/** One person; on the waitlist with their place in line (the list's own markers do not show in a flex row). */
function PersonRow({ person, position }: { person: Person; position?: number }) {
  const { t } = useTranslation('activities');
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {position ? <span className="tabular-nums text-neutral-600">{position}.</span> : null}
      <span className="font-medium text-neutral-900">{person.firstName?.trim() || person.username}</span>
      {person.firstTime ? (
        <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
          {t('organiser.firstTime')}
        </span>
      ) : null}
      {person.comingAlone ? (
        <span className="rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-medium text-yellow-900">
          {t('organiser.comingAlone')}
        </span>
      ) : null}
    </li>
  );
}

/**
 * For the organiser (administrators): the chosen date's people going and waiting, and how many come
 * alone or for the first time, so someone can be ready at the door to welcome them.
 */
export function OrganiserSection({ activityId, date, ready }: ChosenDateProps) {
  const { t } = useTranslation('activities');
  const people = useQuery({ ...organiserDateQuery(activityId, date), enabled: ready });
  const data = people.data;
  return (
    <DateSection titleId="organiser-title" icon={ClipboardList} title={t('organiser.title')}>
      {!data ? (
        <DateSectionWaiting failed={people.isError} errorText={t('detail.participantsError')} />
      ) : (
        <div className="mt-3 flex flex-col gap-4">
          <p className="text-sm text-neutral-800">
            {t('organiser.expect')} {t('dates.comingAlone', { count: data.comingAlone })} ·{' '}
            {t('organiser.firstTimers', { count: data.firstTimers })}
          </p>
          <div>
            <h3 className="font-semibold text-neutral-900">
              {t('organiser.going', { count: data.going.length })}
            </h3>
            <ul className="mt-2 flex flex-col gap-1.5">
              {data.going.map((person) => (
                <PersonRow key={person.id} person={person} />
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-neutral-900">
              {t('organiser.waitlist', { count: data.waitlist.length })}
            </h3>
            {data.waitlist.length === 0 ? (
              <p className="mt-1 text-sm text-neutral-700">{t('organiser.noWaitlist')}</p>
            ) : (
              <ol className="mt-2 flex flex-col gap-1.5">
                {data.waitlist.map((person, index) => (
                  <PersonRow key={person.id} person={person} position={index + 1} />
                ))}
              </ol>
            )}
          </div>
          {date ? <DateWelcomerEditor activityId={activityId} date={date} /> : null}
          <OrganiserDates activityId={activityId} />
        </div>
      )}
    </DateSection>
  );
}
