import { format } from 'date-fns';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../../domain/categories';
import { FormField, fieldProps } from '../../../components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useLanguage } from '../../../lib/i18n';
import type { ContactFormValues } from '../contact-form-values';
import { ContactTextField, type ContactTextName } from './contact-text-field';

// Title and description take the whole width; dates and times are short enough to pair up on a phone.
const FIELDS: readonly {
  name: ContactTextName;
  type: 'text' | 'date' | 'time';
  required: boolean;
  placeholder?: boolean;
  rows?: number;
  wide?: boolean;
}[] = [
  { name: 'title', type: 'text', required: true, placeholder: true, wide: true },
  { name: 'description', type: 'text', required: true, placeholder: true, rows: 4, wide: true },
  { name: 'startDate', type: 'date', required: true },
  { name: 'startTime', type: 'time', required: true },
  { name: 'endDate', type: 'date', required: false },
  { name: 'endTime', type: 'time', required: false },
  { name: 'city', type: 'text', required: true, placeholder: true },
  { name: 'address', type: 'text', required: false, placeholder: true },
  { name: 'price', type: 'text', required: true, placeholder: true },
];

/** Subject 'Ik heb een activiteit': the activity someone wants in the agenda. */
export function ActivityFields() {
  const { t } = useTranslation('contact');
  const lang = useLanguage();
  const {
    control,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const today = format(new Date(), 'yyyy-MM-dd');

  return (
    <fieldset className="grid grid-cols-2 gap-x-3 gap-y-5 rounded-lg border border-neutral-200 p-4 sm:gap-x-5 sm:p-5">
      <legend className="px-1 font-semibold text-neutral-900">{t('form.activity.legend')}</legend>

      {FIELDS.map(({ name, type, required, placeholder, rows, wide }) => (
        <ContactTextField
          key={name}
          id={`contact-${name}`}
          name={name}
          label={t(`form.activity.${name}`)}
          required={required}
          rows={rows}
          type={type}
          min={type === 'date' ? today : undefined}
          placeholder={placeholder ? t(`form.activity.${name}Placeholder`) : undefined}
          fieldClassName={wide ? 'col-span-2' : type === 'text' ? 'col-span-2 sm:col-span-1' : undefined}
        />
      ))}

      <FormField
        id="contact-category"
        label={t('form.activity.category')}
        error={errors.category?.message}
        className="col-span-2 sm:col-span-1"
      >
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger
                ref={field.ref}
                onBlur={field.onBlur}
                {...fieldProps('contact-category', { error: errors.category?.message })}
              >
                <SelectValue placeholder={t('form.activity.categoryPlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {CATEGORIES.map((category) => (
                  <SelectItem key={category.key} value={category.key}>
                    {category.label[lang]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
    </fieldset>
  );
}
