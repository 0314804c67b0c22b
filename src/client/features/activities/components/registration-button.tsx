import { UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../../domain/activities/card-text';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n';
import { type RegistrationAction, useIsRegistered, useRegistration } from '../detail-api';
import type { ChosenDate } from '../use-chosen-date';
import { CompanyChoiceFields, CompanyPreferences, NO_COMPANY_CHOICES } from './company-choices';

/**
 * Aanmelden / Uitschrijven for the chosen date (spec 2.6, 4.1, issue #43): a full date offers the
 * waitlist, a series also "every time". Disabled with a pending label while the request runs.
 */
export function RegistrationButton({
  activityId,
  title,
  chosen,
}: {
  activityId: number;
  title: string;
  chosen: ChosenDate;
}) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  // Coming alone, wanting company and a line for the others: sent with Aanmelden (issue #43).
  const [choices, setChoices] = useState(NO_COMPANY_CHOICES);
  const status = useIsRegistered(activityId, chosen.ready, chosen.date);
  const mutation = useRegistration(activityId, title, chosen.date);
  const standing = status.data;
  const registered = standing?.isRegistered ?? false;
  const waiting = standing?.status === 'waitlisted';
  const full = !registered && chosen.info?.placesLeft === 0;
  const pending = mutation.isPending;
  const act = (action: RegistrationAction) => {
    if (!pending) mutation.mutate(action);
  };

  if (chosen.recurring && chosen.dates.length === 0) {
    return <p className="text-sm text-neutral-700">{t('dates.noDates')}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      {registered ? (
        <p className="flex items-start gap-2 text-sm font-medium text-green-800">
          <UserCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {waiting
              ? t('dates.waitlisted', { position: standing?.position })
              : chosen.recurring && chosen.date
                ? t('dates.registeredFor', { date: formatShortDate(chosen.date, lang) })
                : t('detail.registered')}
            {standing?.everyTime ? ` ${t('dates.everyTime')}` : ''}
          </span>
        </p>
      ) : full ? (
        <p className="text-sm font-medium text-neutral-800">{t('dates.fullHint')}</p>
      ) : null}
      {registered && standing ? (
        <CompanyPreferences activityId={activityId} date={chosen.date} standing={standing} />
      ) : registered ? null : (
        <CompanyChoiceFields value={choices} onChange={setChoices} />
      )}
      <Button
        size="lg"
        variant={registered ? 'outline' : 'default'}
        className="w-full aria-disabled:opacity-60"
        // While the request runs the button is aria-disabled, not disabled: a disabled button drops the
        // keyboard focus onto the page body (issue #14.2); the click is ignored instead.
        disabled={status.isPending || !chosen.ready}
        aria-disabled={pending || undefined}
        onClick={() => act(registered ? { kind: 'leave' } : { kind: 'join', ...choices })}
      >
        {registered ? null : <UserPlus aria-hidden="true" />}
        {registered
          ? pending
            ? t('detail.unregistering')
            : waiting
              ? t('dates.leaveWaitlist')
              : t('detail.unregister')
          : pending
            ? t('detail.registering')
            : full
              ? t('dates.joinWaitlist')
              : t('detail.register')}
      </Button>
      {chosen.recurring ? (
        <Button
          variant="outline"
          className="w-full aria-disabled:opacity-60"
          disabled={status.isPending || !chosen.ready}
          aria-disabled={pending || undefined}
          onClick={() =>
            act(
              standing?.everyTime
                ? { kind: 'leave', every: true }
                : { kind: 'join', every: true, ...choices },
            )
          }
        >
          {standing?.everyTime ? t('dates.stopEvery') : t('dates.joinEvery')}
        </Button>
      ) : null}
    </div>
  );
}
