import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginSchema } from '../../../../domain/auth';
import { CurrentPasswordField, UsernameField } from '../../../components/account-fields';
import { useSchemaForm } from '../../../lib/schema-form';
import { applyServerError } from '../../../lib/server-errors';
import { useLogin } from '../api';
import { AuthForm } from './auth-form';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const { form, field } = useSchemaForm(loginSchema, { username: '', password: '' });
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).catch((error: unknown) => {
      applyServerError(error, ['username', 'password'], setError, t('common:toasts.loginFailed'));
    }),
  );

  const submit = { pending: login.isPending, label: t('login.submit'), pendingLabel: t('login.pending') };

  return (
    <AuthForm label={t('login.formLabel')} form={form} onSubmit={onSubmit} submit={submit} spaced>
      <UsernameField id="login-username" label={t('fields.username')} {...field('username')} />
      <CurrentPasswordField id="login-password" label={t('fields.password')} {...field('password')} />
      <Link
        to="/auth/wachtwoord-vergeten"
        className="-mt-2 self-end text-sm font-medium underline underline-offset-2 hover:decoration-2"
      >
        {t('login.forgotPassword')}
      </Link>
    </AuthForm>
  );
}
