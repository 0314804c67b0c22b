import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { participantsQuery, useIsRegistered } from '../detail-api';

interface ParticipantsSectionProps {
  activityId: number;
  currentUserId: number | null;
  /** The date whose participants to show (null: the next date). */
  date: string | null;
  /** The dates are known, so `date` will not change from null to the first date any more. */
  ready: boolean;
}

/** Who takes part: count, avatar with the first letter, username (spec 2.6). */
export function ParticipantsSection({ activityId, currentUserId, date, ready }: ParticipantsSectionProps) {
  const { t } = useTranslation('activities');
  // Asked once the date is settled: else a series asks for "the next date", then for its first date.
  const participants = useQuery({ ...participantsQuery(activityId, date), enabled: ready });
  const registered = useIsRegistered(activityId, currentUserId !== null && ready, date);
  const list = participants.data ?? [];

  return (
    <ParticipantsFrame count={list.length}>
      {participants.isPending ? (
        <Spinner className="mt-4" />
      ) : participants.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('detail.participantsError')}
        </p>
      ) : list.length === 0 ? (
        <div className="mt-3 text-sm text-neutral-700">
          <p>{t('detail.noParticipants')}</p>
          {currentUserId !== null && registered.data?.isRegistered === false ? (
            <p className="mt-1 font-semibold text-neutral-900">{t('detail.beFirst')}</p>
          ) : null}
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-labelledby="participants-title">
          {list.map((participant) => (
            <li key={participant.id} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-neutral-900 uppercase"
              >
                {participant.username.charAt(0)}
              </span>
              <span className="truncate text-sm font-medium">
                <Link
                  to={participant.id === currentUserId ? '/profile' : `/profile/${participant.id}`}
                  className="underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
                >
                  {participant.username}
                </Link>
                {participant.id === currentUserId ? (
                  <span className="ml-1 font-normal text-neutral-600">{t('detail.you')}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ParticipantsFrame>
  );
}

/** A visitor's participants section: how many take part, never who (names are for members). */
export function ParticipantCount({ count }: { count: number }) {
  const { t } = useTranslation('activities');
  return (
    <ParticipantsFrame count={count}>
      <p className="mt-3 text-sm text-neutral-700">
        {count === 0 ? t('detail.noParticipants') : t('detail.participantsMembersOnly')}
      </p>
    </ParticipantsFrame>
  );
}

/** The section's box and its heading with the count, for members and visitors alike. */
function ParticipantsFrame({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation('activities');
  return (
    <section
      aria-labelledby="participants-title"
      className="rounded-2xl border border-neutral-200 bg-white p-5"
    >
      <h2 id="participants-title" className="flex items-center gap-2 text-lg font-bold">
        <Users className="size-5 text-yellow-700" aria-hidden="true" />
        {t('detail.participants', { count })}
      </h2>
      {children}
    </section>
  );
}
