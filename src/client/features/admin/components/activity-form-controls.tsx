import type { ComponentProps, ReactNode } from 'react';
import { Controller, type FieldPath, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { FormField, fieldProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import type { ActivityFormValues } from '../activity-form/form-values';

// The activity form's controls, bound to the form by name: label, hint and error tied to the control
// (FormField), ids derived from the field so the dialog can focus a field with an error.

type TextName = {
  [K in keyof ActivityFormValues]: ActivityFormValues[K] extends string ? K : never;
}[keyof ActivityFormValues];

export const fieldId = (name: string) => `activity-${name}`;

/** The error message of a field, if any (a domain key or a text; FormField translates keys). */
export function useFieldError(name: FieldPath<ActivityFormValues>): string | undefined {
  const { errors } = useFormState<ActivityFormValues>({ name });
  const error = errors[name as keyof ActivityFormValues];
  return typeof error?.message === 'string' ? error.message : undefined;
}

interface BoundProps {
  name: TextName;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

/**
 * The FormField of a text field by its name; `children` draws the control, given the props that tie it
 * to the label, the hint and the error.
 */
function BoundField({
  name,
  label,
  required,
  hint,
  className,
  children,
}: BoundProps & { children: (control: ReturnType<typeof fieldProps>) => ReactNode }) {
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {children(fieldProps(id, { error, hint: Boolean(hint), required }))}
    </FormField>
  );
}

/** A bound control's props: those of its field (BoundProps), and the rest for the control itself. */
function splitBound<Props extends BoundProps>({ name, label, required, hint, className, ...control }: Props) {
  return [{ name, label, required, hint, className }, control] as const;
}

export function BoundInput(props: BoundProps & Omit<ComponentProps<'input'>, 'name' | 'id'>) {
  const { register } = useFormContext<ActivityFormValues>();
  const [bound, inputProps] = splitBound(props);
  return (
    <BoundField {...bound}>
      {(control) => <Input {...control} {...inputProps} {...register(bound.name)} />}
    </BoundField>
  );
}

export function BoundTextarea(props: BoundProps & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  const { register } = useFormContext<ActivityFormValues>();
  const [bound, textareaProps] = splitBound(props);
  return (
    <BoundField {...bound}>
      {(control) => <Textarea rows={4} {...control} {...textareaProps} {...register(bound.name)} />}
    </BoundField>
  );
}

export interface Choice {
  value: string;
  label: ReactNode;
}

/** A Radix select bound to a text field; its trigger takes the focus when the field has an error. */
export function BoundSelect({
  choices,
  placeholder,
  onChosen,
  ...bound
}: BoundProps & { choices: readonly Choice[]; placeholder?: string; onChosen?: (value: string) => void }) {
  const { control } = useFormContext<ActivityFormValues>();
  return (
    <BoundField {...bound}>
      {(trigger) => (
        <Controller
          control={control}
          name={bound.name}
          render={({ field }) => (
            <Select
              value={field.value || undefined}
              onValueChange={(value) => {
                field.onChange(value);
                onChosen?.(value);
              }}
            >
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...trigger}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {choices.map((choice) => (
                  <SelectItem key={choice.value} value={choice.value}>
                    {choice.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </BoundField>
  );
}

/** A field that has an English counterpart named the same with `En` (titleEn, cityEn). */
type BilingualName = {
  [K in TextName]: `${K}En` extends TextName ? K : never;
}[TextName];

/**
 * A Dutch field and its English counterpart side by side, labelled from `form.<name>` and
 * `form.<name>En`; only the Dutch one can be required, and the English one is marked lang="en".
 */
export function BilingualInputs({
  name,
  required,
  hint,
}: {
  name: BilingualName;
  required?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation('admin-activities');
  const english = `${name}En` as const;
  return (
    <FieldRow>
      <BoundInput name={name} label={t(`form.${name}`)} required={required} hint={hint} autoComplete="off" />
      <BoundInput name={english} label={t(`form.${english}`)} hint={hint} autoComplete="off" lang="en" />
    </FieldRow>
  );
}

/** A group of fields side by side from a tablet up, one under the other on a phone. */
export function FieldRow({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('grid gap-4 sm:grid-cols-2', className)}>{children}</div>;
}

/** A titled part of a tab. */
export function FieldSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      {title ? <legend className="mb-1 text-sm font-semibold text-neutral-900">{title}</legend> : null}
      {children}
    </fieldset>
  );
}

/**
 * A field made of several controls (the weekdays, the chosen dates): one group under its legend, with
 * the field's error at its end and tied to it (or, without an error, the hint `hintId` names).
 */
export function BoundFieldGroup({
  name,
  legend,
  hintId,
  children,
}: {
  name: FieldPath<ActivityFormValues>;
  legend: string;
  hintId?: string;
  children: ReactNode;
}) {
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-error` : hintId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
