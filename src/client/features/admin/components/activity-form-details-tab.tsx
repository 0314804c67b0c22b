import { CalendarDays } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../../domain/activities/card-text';
import { todayInAmsterdam } from '../../../../domain/recurrence/calendar-date';
import { patternForFrequency } from '../../../../domain/recurrence/pattern-choice';
import { RECURRING_FREQUENCIES, WEEKDAYS } from '../../../../domain/recurrence/recurrence-rule';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { type ActivityFormValues, patternOptions } from '../activity-form/form-values';
import { PRICE_CUSTOM, PRICE_EXISTING, PRICE_OPTIONS } from '../activity-form/price';
import { recurrencePreview } from '../activity-form/recurrence-preview';
import { ChosenDatesEditor } from './activity-form-chosen-dates';
import {
  BilingualInputs,
  BoundFieldGroup,
  BoundInput,
  BoundSelect,
  BoundTextarea,
  type Choice,
  FieldRow,
  FieldSection,
  fieldId,
} from './activity-form-controls';
import { FacetFields } from './activity-form-facets';

/** Spec 4.2, details: when (one-time or recurring), price, facets, texts, tags and contact. */
export function DetailsTab() {
  const { t } = useTranslation('admin-activities');
  const { control } = useFormContext<ActivityFormValues>();
  const activityType = useWatch({ control, name: 'activityType' });
  return (
    <div className="flex flex-col gap-6">
      <FieldSection title={t('form.activityType')}>
        <Controller
          control={control}
          name="activityType"
          render={({ field }) => (
            <div role="radiogroup" aria-label={t('form.activityType')} className="flex flex-wrap gap-2">
              {(['one-time', 'recurring'] as const).map((type) => (
                <label
                  key={type}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-neutral-900',
                    field.value === type ? 'border-neutral-900 bg-yellow-50' : 'border-neutral-300 bg-white',
                  )}
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={type}
                    checked={field.value === type}
                    onChange={() => field.onChange(type)}
                    onBlur={field.onBlur}
                    ref={type === 'one-time' ? field.ref : undefined}
                    className="size-4 accent-neutral-900"
                  />
                  {type === 'one-time' ? t('form.oneTime') : t('form.recurring')}
                </label>
              ))}
            </div>
          )}
        />
        {activityType === 'recurring' ? <RecurringFields /> : <OneTimeFields />}
        <FieldRow>
          <BoundInput
            name="capacity"
            label={t(activityType === 'recurring' ? 'form.capacityPerDate' : 'form.capacity')}
            hint={t('form.capacityHint')}
            type="number"
            inputMode="numeric"
            min={1}
            autoComplete="off"
          />
        </FieldRow>
      </FieldSection>

      <PriceFields />

      <FacetFields />

      <FieldSection>
        <BoundTextarea name="description" label={t('form.description')} rows={5} />
        <BoundTextarea name="descriptionEn" label={t('form.descriptionEn')} rows={5} lang="en" />
        <BoundInput name="tags" label={t('form.tags')} hint={t('form.tagsHint')} autoComplete="off" />
        <BilingualInputs name="keywords" hint={t('form.keywordsHint')} />
      </FieldSection>

      <FieldSection>
        <FieldRow>
          <BoundInput
            name="websiteUrl"
            label={t('form.websiteUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
          />
          <BoundInput
            name="ticketUrl"
            label={t('form.ticketUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
          />
        </FieldRow>
        <FieldRow>
          <BoundInput name="contactPerson" label={t('form.contactPerson')} autoComplete="off" />
          <BoundInput name="contactPhone" label={t('form.contactPhone')} type="tel" autoComplete="off" />
        </FieldRow>
      </FieldSection>
    </div>
  );
}

function OneTimeFields() {
  const { t } = useTranslation('admin-activities');
  return (
    <>
      <FieldRow>
        <BoundInput name="startDate" label={t('form.startDate')} type="date" />
        <BoundInput name="startTime" label={t('form.startTime')} type="time" />
      </FieldRow>
      <FieldRow>
        <BoundInput name="endDate" label={t('form.endDate')} type="date" />
        <BoundInput name="endTime" label={t('form.endTime')} type="time" />
      </FieldRow>
    </>
  );
}

function RecurringFields() {
  const { t } = useTranslation('admin-activities');
  const { control, getValues, setValue } = useFormContext<ActivityFormValues>();
  const frequency = useWatch({ control, name: 'recurringFrequency' });
  const patterns: Choice[] = patternOptions(frequency).map((pattern) => ({
    value: pattern,
    label: t(`form.patterns.${pattern}`),
  }));
  // A new frequency brings a pattern of its own, the one holding the next chosen weekday from the start
  // date: "Om de week" left on "Elke week" published a weekly series nobody meant.
  const frequencyChosen = (next: string) => {
    if (patternOptions(next).includes(getValues('recurringPattern'))) return;
    const series = { days: getValues('recurringDays'), from: getValues('recurringStartDate') };
    setValue('recurringPattern', patternForFrequency(next, series, todayInAmsterdam()), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };
  // A series of chosen dates has its dates instead of a start, an end, weekdays and a pattern.
  const chosenDates = frequency === 'dates';
  return (
    <>
      {chosenDates ? null : (
        <FieldRow>
          <BoundInput
            name="recurringStartDate"
            label={t('form.recurringStartDate')}
            type="date"
            hint={t('form.recurringDates')}
          />
          <BoundInput name="recurringEndDate" label={t('form.recurringEndDate')} type="date" />
        </FieldRow>
      )}
      {chosenDates ? null : <WeekdayBoxes />}
      <FieldRow>
        <BoundSelect
          name="recurringFrequency"
          label={t('form.frequency')}
          choices={RECURRING_FREQUENCIES.map((f) => ({
            value: f,
            label: t(`form.frequencies.${f}`),
          }))}
          onChosen={frequencyChosen}
        />
        {chosenDates ? null : (
          <BoundSelect name="recurringPattern" label={t('form.pattern')} choices={patterns} />
        )}
      </FieldRow>
      {chosenDates ? <ChosenDatesEditor /> : null}
      <FieldRow>
        <BoundInput name="recurringStartTime" label={t('form.startTime')} type="time" />
        <BoundInput name="recurringEndTime" label={t('form.endTime')} type="time" />
      </FieldRow>
      <RecurrencePreview />
    </>
  );
}

function WeekdayBoxes() {
  const { t } = useTranslation('admin-activities');
  const { control } = useFormContext<ActivityFormValues>();
  const id = fieldId('recurringDays');
  return (
    <BoundFieldGroup name="recurringDays" legend={t('form.weekdays')}>
      <Controller
        control={control}
        name="recurringDays"
        render={({ field }) => (
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((day, index) => {
              const checked = field.value.includes(day);
              const boxId = `${id}-${day}`;
              return (
                <div
                  key={day}
                  className={cn(
                    'flex items-center gap-2 rounded-md border px-2.5 py-2',
                    checked ? 'border-neutral-900 bg-yellow-50' : 'border-neutral-300',
                  )}
                >
                  <Checkbox
                    id={boxId}
                    ref={index === 0 ? field.ref : undefined}
                    checked={checked}
                    onBlur={field.onBlur}
                    onCheckedChange={(next) =>
                      field.onChange(
                        next === true
                          ? WEEKDAYS.filter((d) => d === day || field.value.includes(d))
                          : field.value.filter((d) => d !== day),
                      )
                    }
                  />
                  <Label htmlFor={boxId} className="cursor-pointer">
                    <span aria-hidden="true">{t(`form.daysShort.${day}`)}</span>
                    <span className="sr-only">{t(`form.days.${day}`)}</span>
                  </Label>
                </div>
              );
            })}
          </div>
        )}
      />
    </BoundFieldGroup>
  );
}

/** The sentence and the next five dates, from the engine the server uses, as the fields change. */
function RecurrencePreview() {
  const { t } = useTranslation('admin-activities');
  const lang = useLanguage();
  const { control } = useFormContext<ActivityFormValues>();
  const [days, frequency, pattern, from, until, chosenDates] = useWatch({
    control,
    name: [
      'recurringDays',
      'recurringFrequency',
      'recurringPattern',
      'recurringStartDate',
      'recurringEndDate',
      'recurringDates',
    ],
  });
  // Today in Amsterdam, once per opening: the preview is about the days to come, not a clock.
  const today = useMemo(() => todayInAmsterdam(), []);
  const preview = recurrencePreview(
    {
      recurringDays: days,
      recurringFrequency: frequency,
      recurringPattern: pattern,
      recurringStartDate: from,
      recurringEndDate: until,
      recurringDates: chosenDates,
    } as ActivityFormValues,
    today,
    lang,
  );
  return (
    <section
      aria-labelledby="activity-recurrence-preview"
      aria-live="polite"
      className="rounded-lg border border-neutral-200 bg-neutral-50 p-3 text-sm"
    >
      <h3 id="activity-recurrence-preview" className="flex items-center gap-2 font-semibold">
        <CalendarDays className="size-4" aria-hidden="true" />
        {t('form.preview')}
      </h3>
      <p className="mt-1 text-neutral-800" data-testid="recurrence-sentence">
        {preview.sentence ?? t(frequency === 'dates' ? 'form.chosenDates.noneYet' : 'form.noDays')}
      </p>
      {preview.dates.length > 0 ? (
        <ol className="mt-2 flex flex-wrap gap-2" data-testid="recurrence-dates">
          {preview.dates.map((date, index) => (
            <li key={date} className="rounded-md border border-neutral-300 bg-white px-2 py-1">
              <time dateTime={date}>{formatShortDate(date, lang, Number(today.slice(0, 4))) ?? date}</time>
              {preview.weeks?.[index] ? (
                <span className="ml-1.5 text-neutral-600">
                  {t('form.weekNumber', { week: preview.weeks[index].week })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : preview.sentence ? (
        <p className="mt-2 text-neutral-600 italic">{t('form.noDates')}</p>
      ) : null}
      {preview.jump ? (
        <p className="mt-2 text-neutral-800" data-testid="recurrence-year-end">
          {t(`form.yearEnd.${preview.jump.kind}`)}
        </p>
      ) : null}
    </section>
  );
}

function PriceFields() {
  const { t } = useTranslation('admin-activities');
  const { control } = useFormContext<ActivityFormValues>();
  const [choice, existing] = useWatch({ control, name: ['priceChoice', 'existingPrice'] });
  const choices: Choice[] = [
    ...PRICE_OPTIONS.map((price, i) => ({ value: price, label: i === 0 ? t('form.priceFree') : price })),
    ...(existing ? [{ value: PRICE_EXISTING, label: t('form.priceExisting', { price: existing }) }] : []),
    { value: PRICE_CUSTOM, label: t('form.priceCustom') },
  ];
  return (
    <FieldSection>
      <FieldRow>
        <BoundSelect name="priceChoice" label={t('form.price')} choices={choices} />
        {choice === PRICE_CUSTOM ? (
          <BoundInput
            name="customPrice"
            label={t('form.customPrice')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            required
          />
        ) : null}
      </FieldRow>
      <BoundInput
        name="priceEn"
        label={t('form.priceEn')}
        hint={t('form.priceEnHint')}
        autoComplete="off"
        lang="en"
        className="sm:max-w-[calc(50%-0.5rem)]"
      />
    </FieldSection>
  );
}
