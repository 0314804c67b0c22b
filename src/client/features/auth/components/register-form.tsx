import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerFormSchema } from '../../../../domain/auth';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  NewPasswordFields,
  UsernameField,
} from '../../../components/account-fields';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldBinding } from '../../../lib/field-binding';
import { applyServerError } from '../../../lib/server-errors';
import { useRegister } from '../api';

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword'] as const;

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const registerUser = useRegister();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
    mode: 'onTouched',
  });
  const { handleSubmit, setError } = form;
  const field = fieldBinding(form);

  const onSubmit = handleSubmit((values) =>
    registerUser.mutateAsync(values).catch((error: unknown) => {
      applyServerError(error, FIELDS, setError, t('common:toasts.registerFailed'));
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('register.formLabel')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FirstNameField id="register-first-name" label={t('fields.firstName')} {...field('firstName')} />
        <LastNameField id="register-last-name" label={t('fields.lastName')} {...field('lastName')} />
      </div>
      <UsernameField id="register-username" label={t('fields.username')} {...field('username')} />
      <EmailField id="register-email" label={t('fields.email')} {...field('email')} />
      <NewPasswordFields
        password={{
          id: 'register-password',
          label: t('fields.password'),
          hint: t('register.passwordHint'),
          ...field('password'),
        }}
        confirm={{
          id: 'register-confirm-password',
          label: t('fields.confirmPassword'),
          ...field('confirmPassword'),
        }}
      />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={registerUser.isPending}>
        {registerUser.isPending ? t('register.pending') : t('register.submit')}
      </Button>
    </form>
  );
}
