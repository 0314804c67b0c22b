import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
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

/**
 * A labelled input whose hint and error are announced with it (aria-describedby). A password field gets
 * a show/hide button (issue #14): on a phone keyboard a typo in a hidden password is easy to make and
 * hard to find.
 */
export function TextField({ id, label, error, hint, type, className, ...inputProps }: TextFieldProps) {
  const control = { ...fieldProps(id, { error, hint: Boolean(hint) }), ...inputProps };
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {type === 'password' ? (
        <PasswordInput className={className} {...control} />
      ) : (
        <Input type={type} className={className} {...control} />
      )}
    </FormField>
  );
}

function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input type={shown ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-pressed={shown}
        aria-controls={props.id}
        // One name whose state aria-pressed tells, so a screen reader hears 'Wachtwoord tonen, ingedrukt'.
        aria-label={t('ui.showPassword')}
        title={shown ? t('ui.hidePassword') : t('ui.showPassword')}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-neutral-600 hover:text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
