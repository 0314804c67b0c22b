import type { ReactNode } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** Label, control and error of one field. The control itself takes `fieldProps(id, error)`. */
export function FormField({ id, label, required, error, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {/* Screen readers hear "required" from aria-required on the control; the star is for the eye. */}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The accessibility attributes that tie a control to its label and error message. */
export function fieldProps(id: string, error: string | undefined, required = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  } as const;
}
