import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginSchema } from '../../../../domain/auth';
import { CurrentPasswordField, UsernameField } from '../../../components/account-fields';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldBinding } from '../../../lib/field-binding';
import { applyServerError } from '../../../lib/server-errors';
import { useLogin } from '../api';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });
  const { handleSubmit, setError } = form;
  const field = fieldBinding(form);

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).catch((error: unknown) => {
      applyServerError(error, ['username', 'password'], setError, t('common:toasts.loginFailed'));
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('login.formLabel')}>
      <UsernameField id="login-username" label={t('fields.username')} {...field('username')} />
      <CurrentPasswordField id="login-password" label={t('fields.password')} {...field('password')} />
      <Link
        to="/auth/wachtwoord-vergeten"
        className="-mt-2 self-end text-sm font-medium underline underline-offset-2 hover:decoration-2"
      >
        {t('login.forgotPassword')}
      </Link>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? t('login.pending') : t('login.submit')}
      </Button>
    </form>
  );
}
