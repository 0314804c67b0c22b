import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../../domain/activities/card-text';
import { MAX_RECURRING_DATES } from '../../../../domain/recurrence/recurrence-rule';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useLanguage } from '../../../lib/i18n';
import { canAddDate, withDate, withoutDate } from '../activity-form/chosen-dates';
import type { ActivityFormValues } from '../activity-form/form-values';
import { BoundFieldGroup, fieldId } from './activity-form-controls';

/**
 * The dates of a series of chosen dates (a course of six evenings): a date field with an add button, and
 * each chosen date with a button to remove it. Enter in the date field adds too, so no mouse is needed.
 */
export function ChosenDatesEditor() {
  const { t } = useTranslation('admin-activities');
  const lang = useLanguage();
  const { control } = useFormContext<ActivityFormValues>();
  const id = fieldId('recurringDates');
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const thisYear = new Date().getFullYear();
  return (
    <Controller
      control={control}
      name="recurringDates"
      render={({ field }) => {
        const addable = canAddDate(field.value, draft);
        const add = () => {
          if (!addable) return;
          field.onChange(withDate(field.value, draft));
          setDraft('');
        };
        return (
          <BoundFieldGroup name="recurringDates" legend={t('form.chosenDates.legend')} hintId={hintId}>
            <div className="flex flex-wrap items-end gap-2">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={id}>{t('form.chosenDates.date')}</Label>
                <Input
                  id={id}
                  ref={field.ref}
                  type="date"
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  onBlur={field.onBlur}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    // Enter adds the date rather than submitting the whole form.
                    event.preventDefault();
                    add();
                  }}
                  className="w-44"
                />
              </div>
              <Button
                type="button"
                variant="outline"
                onClick={add}
                disabled={!addable}
                data-testid="add-chosen-date"
              >
                <Plus aria-hidden="true" />
                {t('form.chosenDates.add')}
              </Button>
            </div>
            <p id={hintId} className="text-sm text-neutral-600">
              {t('form.chosenDates.hint', { max: MAX_RECURRING_DATES })}
            </p>
            {field.value.length > 0 ? (
              <ul className="flex flex-wrap gap-2" data-testid="chosen-dates">
                {field.value.map((date) => {
                  const text = formatShortDate(date, lang, thisYear) ?? date;
                  return (
                    <li
                      key={date}
                      className="flex items-center gap-1 rounded-md border border-neutral-300 bg-white py-1 pr-1 pl-2 text-sm"
                    >
                      <time dateTime={date}>{text}</time>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="h-7 px-1.5"
                        aria-label={t('form.chosenDates.remove', { date: text })}
                        onClick={() => field.onChange(withoutDate(field.value, date))}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-sm text-neutral-600 italic">{t('form.chosenDates.none')}</p>
            )}
          </BoundFieldGroup>
        );
      }}
    />
  );
}
