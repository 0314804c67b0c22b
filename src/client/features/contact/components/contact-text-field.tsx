import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField, fieldProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { ContactFormValues } from '../contact-form-values';

/** The fields a person types into (the subject, the category and the rating are chosen instead). */
export type ContactTextName = Exclude<keyof ContactFormValues, 'subject' | 'category' | 'rating'>;

interface ContactTextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'name'> {
  id: string;
  name: ContactTextName;
  label: string;
  required?: boolean;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** The field's place in the form's grid. */
  fieldClassName?: string;
}

/** One labelled text field of the contact form, tied to its value and its error message. */
export function ContactTextField({
  id,
  name,
  label,
  required = false,
  rows,
  fieldClassName,
  ...inputProps
}: ContactTextFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const error = errors[name]?.message;
  const control = { ...fieldProps(id, { error, required }), placeholder: inputProps.placeholder };
  return (
    <FormField id={id} label={label} required={required} error={error} className={fieldClassName}>
      {rows ? (
        <Textarea {...control} rows={rows} {...register(name)} />
      ) : (
        <Input {...control} {...inputProps} {...register(name)} />
      )}
    </FormField>
  );
}
