import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerFormSchema } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { applyServerError } from '../../../lib/server-errors';
import { useRegister } from '../api';

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword'] as const;

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
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

  const onSubmit = handleSubmit((values) =>
    registerUser.mutateAsync(values).catch((error: unknown) => {
      applyServerError(error, FIELDS, setError, t('common:toasts.registerFailed'));
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('register.formLabel')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="register-last-name"
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        id="register-username"
        label={t('fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="register-email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="register-password"
        type="password"
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="register-confirm-password"
        type="password"
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={registerUser.isPending}>
        {registerUser.isPending ? t('register.pending') : t('register.submit')}
      </Button>
    </form>
  );
}
