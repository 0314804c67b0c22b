import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '../../../../domain/users';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/use-toast';
import { applyServerError } from '../../../lib/server-errors';
import { useChangePassword } from '../api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Settings → Security: the new password follows the registration rules (spec 5). */
export function PasswordForm() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY, mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      reset(EMPTY);
      toast({ title: t('security.changed'), description: result.message });
    } catch (error) {
      applyServerError(
        error,
        ['currentPassword', 'newPassword', 'confirmPassword'],
        setError,
        t('security.failed'),
      );
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('security.passwordTitle')}
    >
      <TextField
        id="security-current-password"
        type="password"
        label={t('security.currentPassword')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        id="security-new-password"
        type="password"
        label={t('security.newPassword')}
        autoComplete="new-password"
        hint={t('security.passwordHint')}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        id="security-confirm-password"
        type="password"
        label={t('security.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormAlert message={errors.root?.server?.message} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => reset(EMPTY)} disabled={change.isPending}>
          {t('security.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('security.pending') : t('security.submit')}
        </Button>
      </div>
    </form>
  );
}
