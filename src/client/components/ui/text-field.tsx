import type { ComponentProps } from 'react';
import { FormField, fieldProps } from './form-field';
import { Input } from './input';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  /** A validation message key (or server text) for this field. */
  error?: string;
  /** A permanent hint under the field, e.g. the password rules. */
  hint?: string;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ id, label, error, hint, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input {...fieldProps(id, { error, hint: Boolean(hint) })} {...inputProps} />
    </FormField>
  );
}
