import { useQuery } from '@tanstack/react-query';
import { HeartHandshake, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Welcomer } from '../../../../domain/company';
import type { ActivityDate } from '../../../../domain/participants';
import { dateWelcomerQuery } from '../company-api';
import { useIsRegistered } from '../detail-api';

/**
 * "Nobody has to come alone" on the registration card (issue #43): who waits for newcomers on the chosen
 * date ("Sanne wacht je op bij de koffietafel, groene sjaal") and how many come alone too: a count,
 * never names, so nobody coming alone feels the only one.
 */
export function ComingAloneNotes({
  activityId,
  date,
  info,
  activityWelcomer,
  signedIn,
}: {
  activityId: number;
  date: string | null;
  info: ActivityDate | null;
  activityWelcomer: Welcomer | null;
  /** A member's own standing is read (the registration card's query) so the count leaves them out. */
  signedIn: boolean;
}) {
  const { t } = useTranslation('company');
  const forDate = useQuery({ ...dateWelcomerQuery(activityId, date ?? ''), enabled: date !== null });
  const welcomer = date === null ? activityWelcomer : forDate.data ? forDate.data.welcomer : activityWelcomer;
  const own = useIsRegistered(activityId, signedIn && date !== null, date).data;
  // "Also alone" counts the others: a member who comes alone is not told about themselves.
  const self = own?.status === 'registered' && own.comingAlone ? 1 : 0;
  const alone = Math.max(0, (info?.comingAlone ?? 0) - self);
  if (!welcomer && alone === 0) return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-yellow-50 p-3 text-sm text-neutral-900">
      {welcomer ? (
        <div className="flex items-start gap-3">
          {welcomer.photoUrl ? (
            <img
              src={welcomer.photoUrl}
              alt={t('welcomerPhoto', { name: welcomer.name })}
              width={40}
              height={40}
              className="size-10 shrink-0 rounded-full object-cover"
            />
          ) : (
            <UserRound className="mt-0.5 size-5 shrink-0 text-yellow-800" aria-hidden="true" />
          )}
          <p>
            <span className="font-semibold">{t('welcomer', { name: welcomer.name })}</span>
            {welcomer.where ? ` ${welcomer.where}` : ''}
          </p>
        </div>
      ) : null}
      {alone > 0 ? (
        <p className="flex items-start gap-2">
          <HeartHandshake className="mt-0.5 size-5 shrink-0 text-yellow-800" aria-hidden="true" />
          <span>{t('alsoAlone', { count: alone })}</span>
        </p>
      ) : null}
    </div>
  );
}
