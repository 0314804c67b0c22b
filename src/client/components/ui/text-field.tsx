import type { ComponentProps } from 'react';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';

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
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
