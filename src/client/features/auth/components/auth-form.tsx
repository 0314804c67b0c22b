import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { cn } from '../../../lib/cn';

/** The submit button: its text, and the one it shows while the request runs. */
export interface AuthSubmit {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  /** The react-hook-form form: what the server refused for the whole form shows above the button. */
  form: { formState: { errors: FieldErrors } };
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: AuthSubmit;
  /** Room above the button, as on the log-in and register tabs. */
  spaced?: boolean;
  /** A link under the button, e.g. the way back. */
  link?: { to: string; label: string };
  children: ReactNode;
}

/**
 * The frame of the sign-in and password forms (log in, register, ask for a reset link, choose the new
 * password): their fields, the server's error for the whole form, and one wide submit button that says
 * it is busy.
 */
export function AuthForm({ label, form, onSubmit, submit, spaced, link, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={label}>
      {children}
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Button type="submit" size="lg" className={cn(spaced && 'mt-2', 'w-full')} disabled={submit.pending}>
        {submit.pending ? submit.pendingLabel : submit.label}
      </Button>
      {link ? (
        <Link to={link.to} className="text-center text-sm font-medium underline underline-offset-2">
          {link.label}
        </Link>
      ) : null}
    </form>
  );
}
