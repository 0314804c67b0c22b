import { format } from 'date-fns';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../../domain/categories';
import { FormField, fieldProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useLanguage } from '../../../lib/i18n';
import type { ContactFormValues } from '../contact-form-values';

type TextFieldName =
  | 'title'
  | 'startDate'
  | 'startTime'
  | 'endDate'
  | 'endTime'
  | 'city'
  | 'address'
  | 'price';

const FIELDS: readonly { name: TextFieldName; type: string; required: boolean; placeholder?: boolean }[] = [
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
    register,
    control,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const today = format(new Date(), 'yyyy-MM-dd');

  return (
    <fieldset className="grid grid-cols-2 gap-x-3 gap-y-5 rounded-lg border border-neutral-200 p-4 sm:gap-x-5 sm:p-5">
      <legend className="px-1 font-semibold text-neutral-900">{t('form.activity.legend')}</legend>

      <FormField
        id="contact-title"
        label={t('form.activity.title')}
        required
        error={errors.title?.message}
        className="col-span-2"
      >
        <Input
          {...fieldProps('contact-title', { error: errors.title?.message, required: true })}
          placeholder={t('form.activity.titlePlaceholder')}
          {...register('title')}
        />
      </FormField>

      <FormField
        id="contact-description"
        label={t('form.activity.description')}
        required
        error={errors.description?.message}
        className="col-span-2"
      >
        <Textarea
          {...fieldProps('contact-description', { error: errors.description?.message, required: true })}
          placeholder={t('form.activity.descriptionPlaceholder')}
          rows={4}
          {...register('description')}
        />
      </FormField>

      {FIELDS.map(({ name, type, required, placeholder }) => {
        const id = `contact-${name}`;
        const error = errors[name]?.message;
        return (
          <FormField
            key={name}
            id={id}
            label={t(`form.activity.${name}`)}
            required={required}
            error={error}
            // Dates and times are short enough to pair up on a phone; the text fields are not.
            className={type === 'text' ? 'col-span-2 sm:col-span-1' : undefined}
          >
            <Input
              {...fieldProps(id, { error, required })}
              type={type}
              min={type === 'date' ? today : undefined}
              placeholder={placeholder ? t(`form.activity.${name}Placeholder`) : undefined}
              {...register(name)}
            />
          </FormField>
        );
      })}

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
