import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '../../../../domain/users';
import { CurrentPasswordField, NewPasswordFields } from '../../../components/account-fields';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/use-toast';
import { useSchemaForm } from '../../../lib/schema-form';
import { applyServerError } from '../../../lib/server-errors';
import { useChangePassword } from '../api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Settings → Security: the new password follows the registration rules (spec 5). */
export function PasswordForm() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const { form, field } = useSchemaForm(changePasswordSchema, EMPTY);
  const { handleSubmit, reset, setError } = form;

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
      <CurrentPasswordField
        id="security-current-password"
        label={t('security.currentPassword')}
        {...field('currentPassword')}
      />
      <NewPasswordFields
        labels={[t('security.newPassword'), t('security.confirmPassword')]}
        hint={t('security.passwordHint')}
        fields={[field('newPassword'), field('confirmPassword')]}
      />
      <FormAlert message={form.formState.errors.root?.server?.message} />
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
