import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_NOTE_MAX } from '../../../../domain/company';
import type { RegistrationStatus } from '../../../../domain/participants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { type CompanyChoices, useCompanyChoices } from '../company-api';

export const NO_COMPANY_CHOICES: CompanyChoices = {
  comingAlone: false,
  wantsCompany: false,
  companyNote: '',
};

/**
 * "Ik kom alleen…" and "Ik wil graag samen met iemand gaan" with, for the second, a short line for the
 * others (issue #43). Controlled: the registration card sends them with Aanmelden.
 */
export function CompanyChoiceFields({
  value,
  onChange,
}: {
  value: CompanyChoices;
  onChange: (next: CompanyChoices) => void;
}) {
  const { t } = useTranslation(['company', 'activities']);
  const aloneId = useId();
  const companyId = useId();
  const noteId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div className="flex items-start gap-2">
        <input
          id={aloneId}
          type="checkbox"
          checked={value.comingAlone}
          onChange={(event) => onChange({ ...value, comingAlone: event.target.checked })}
          className="mt-0.5 size-4 shrink-0 accent-neutral-900"
        />
        <label htmlFor={aloneId} className="text-neutral-800">
          {t('activities:dates.comingAloneOption')}
        </label>
      </div>
      <div className="flex items-start gap-2">
        <input
          id={companyId}
          type="checkbox"
          checked={value.wantsCompany}
          onChange={(event) => onChange({ ...value, wantsCompany: event.target.checked })}
          className="mt-0.5 size-4 shrink-0 accent-neutral-900"
        />
        <label htmlFor={companyId} className="text-neutral-800">
          {t('company:wantsCompanyOption')}
        </label>
      </div>
      {value.wantsCompany ? (
        <div className="flex flex-col gap-1 pl-6">
          <label htmlFor={noteId} className="font-medium text-neutral-900">
            {t('company:noteLabel')}
          </label>
          <Input
            id={noteId}
            value={value.companyNote}
            maxLength={COMPANY_NOTE_MAX}
            placeholder={t('company:notePlaceholder')}
            aria-describedby={hintId}
            autoComplete="off"
            onChange={(event) => onChange({ ...value, companyNote: event.target.value })}
          />
          <p id={hintId} className="text-xs text-neutral-700">
            {t('company:noteHint', { max: COMPANY_NOTE_MAX })}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** For a date the member takes part in: change what they said about coming alone and company. */
export function CompanyPreferences({
  activityId,
  date,
  standing,
}: {
  activityId: number;
  date: string | null;
  standing: RegistrationStatus;
}) {
  const { t } = useTranslation('company');
  const saved: CompanyChoices = {
    comingAlone: standing.comingAlone,
    wantsCompany: standing.wantsCompany,
    companyNote: standing.companyNote ?? '',
  };
  const [choices, setChoices] = useState(saved);
  const key = `${date}|${saved.comingAlone}|${saved.wantsCompany}|${saved.companyNote}`;
  // Another date chosen, or the answer of a save: start from what is stored.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names exactly what is stored
  useEffect(() => setChoices(saved), [key]);
  const mutation = useCompanyChoices(activityId, date);
  const changed =
    choices.comingAlone !== saved.comingAlone ||
    choices.wantsCompany !== saved.wantsCompany ||
    choices.companyNote.trim() !== saved.companyNote;
  return (
    <details className="rounded-lg border border-neutral-200 p-3" open={saved.wantsCompany || undefined}>
      <summary className="cursor-pointer text-sm font-semibold text-neutral-900">{t('change')}</summary>
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (mutation.isPending || !changed) return;
          mutation.mutate(choices, {
            onSuccess: () => toast({ title: t('saved') }),
            onError: (error) =>
              toast({ title: t('saveFailed'), description: errorMessage(error), variant: 'destructive' }),
          });
        }}
      >
        <CompanyChoiceFields value={choices} onChange={setChoices} />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          className="self-start aria-disabled:opacity-60"
          aria-disabled={mutation.isPending || !changed || undefined}
        >
          {mutation.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </details>
  );
}
