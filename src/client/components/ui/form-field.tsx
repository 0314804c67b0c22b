import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError } from './field-error';
import { Label } from './label';

// One way to lay out a form field: label, control, hint, error. The control takes `fieldProps(...)` so
// it is tied to its label, hint and error for screen readers (TextField does this for a plain input).

interface FieldDescription {
  /** A validation message key from src/domain, or a server text. */
  error?: string;
  /** Whether a hint is shown under the control. */
  hint?: boolean;
  required?: boolean;
}

/** The accessibility attributes that tie a control to its label, hint and error message. */
export function fieldProps(id: string, { error, hint, required }: FieldDescription = {}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  } as const;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** A permanent hint under the control, e.g. the password rules or a character counter. */
  hint?: ReactNode;
  hintClassName?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

export function FormField({
  id,
  label,
  required,
  hint,
  hintClassName,
  error,
  className,
  children,
}: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {/* Screen readers hear "required" from aria-required on the control; the star is for the eye. */}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={cn('text-xs text-neutral-600', hintClassName)}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
