import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FACET_TEXTS, type Facet, orderFacets, STORED_FACETS } from '../../../../domain/activities/facets';
import { isFreePrice } from '../../../../domain/price';
import { FacetIcon } from '../../../components/facet-icon';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import type { ActivityFormValues } from '../activity-form/form-values';
import { priceFromForm } from '../activity-form/price';
import { BoundFieldGroup, fieldId } from './activity-form-controls';

/**
 * 'Toegankelijkheid en meer' (issue #45): a box per facet, each with its label and the sentence that
 * says what ticking it promises, so an organiser knows when it holds. 'Gratis' is shown but cannot be
 * ticked: it follows from the price, so a card never says 'Gratis' beside '€ 5'.
 */
export function FacetFields() {
  const { t } = useTranslation('admin-activities');
  const { control } = useFormContext<ActivityFormValues>();
  const id = fieldId('facets');
  return (
    <BoundFieldGroup name="facets" legend={t('facets.legend')} hintId={`${id}-intro`}>
      <p id={`${id}-intro`} className="-mt-1 text-sm text-neutral-600">
        {t('facets.intro')}
      </p>
      <Controller
        control={control}
        name="facets"
        render={({ field }) => (
          <ul className="grid gap-2 sm:grid-cols-2">
            {STORED_FACETS.map((facet, index) => (
              <FacetBox
                key={facet}
                facet={facet}
                checked={field.value.includes(facet)}
                onCheckedChange={(on) =>
                  field.onChange(
                    orderFacets(on ? [...field.value, facet] : field.value.filter((f) => f !== facet)),
                  )
                }
                onBlur={field.onBlur}
                boxRef={index === 0 ? field.ref : undefined}
              />
            ))}
            <FreeBox />
          </ul>
        )}
      />
    </BoundFieldGroup>
  );
}

function FacetBox({
  facet,
  checked,
  onCheckedChange,
  onBlur,
  boxRef,
  disabled,
  note,
}: {
  facet: Facet;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: () => void;
  boxRef?: (element: HTMLButtonElement | null) => void;
  disabled?: boolean;
  note?: string;
}) {
  const lang = useLanguage();
  const boxId = `${fieldId('facets')}-${facet}`;
  return (
    <li
      className={cn(
        'flex items-start gap-2.5 rounded-md border px-3 py-2.5',
        checked ? 'border-neutral-900 bg-yellow-50' : 'border-neutral-300',
        disabled && 'bg-neutral-50',
      )}
    >
      <Checkbox
        id={boxId}
        ref={boxRef}
        checked={checked}
        disabled={disabled}
        onBlur={onBlur}
        onCheckedChange={(next) => onCheckedChange?.(next === true)}
        aria-describedby={`${boxId}-help`}
        className="mt-0.5"
      />
      <div className="min-w-0">
        <Label htmlFor={boxId} className={cn('flex items-center gap-1.5', !disabled && 'cursor-pointer')}>
          <FacetIcon facet={facet} className="text-yellow-700" />
          {FACET_TEXTS[facet].label[lang]}
        </Label>
        <p id={`${boxId}-help`} className="mt-0.5 text-sm text-neutral-600">
          {FACET_TEXTS[facet].explanation[lang]}
          {note ? <span className="mt-0.5 block font-medium text-neutral-800">{note}</span> : null}
        </p>
      </div>
    </li>
  );
}

/** 'Gratis' as the price makes it: ticked while the price is free, never by hand. */
function FreeBox() {
  const { t } = useTranslation('admin-activities');
  const { control } = useFormContext<ActivityFormValues>();
  const [priceChoice, customPrice, existingPrice] = useWatch({
    control,
    name: ['priceChoice', 'customPrice', 'existingPrice'],
  });
  const free = isFreePrice(priceFromForm({ priceChoice, customPrice, existingPrice }));
  return (
    <FacetBox
      facet="free"
      checked={free}
      disabled
      note={t(free ? 'facets.freeIsFree' : 'facets.freeFromPrice')}
    />
  );
}
