import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { registerFormSchema } from '../../../../domain/auth';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  NewPasswordFields,
  UsernameField,
} from '../../../components/account-fields';
import { useSchemaForm } from '../../../lib/schema-form';
import { applyServerError } from '../../../lib/server-errors';
import { useSiteSettings } from '../../../lib/site-settings';
import { useRegister } from '../api';
import { AuthForm } from './auth-form';

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword'] as const;
/** Every field starts empty. */
const BLANK = Object.fromEntries(FIELDS.map((name) => [name, ''])) as Record<(typeof FIELDS)[number], string>;

/**
 * The registration form. While registration is by invitation only, it is shown only with an invitation
 * link's token (?uitnodiging=…), which goes along with the account; without one it says how to get in.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const registerUser = useRegister();
  const { form, field } = useSchemaForm(registerFormSchema, BLANK);
  const { handleSubmit, setError } = form;
  const invitation = useSearchParams()[0].get('uitnodiging') ?? undefined;
  const { registrationOpen } = useSiteSettings();

  const onSubmit = handleSubmit((values) =>
    registerUser.mutateAsync({ ...values, invitation }).catch((error: unknown) => {
      applyServerError(error, FIELDS, setError, t('common:toasts.registerFailed'));
    }),
  );

  const submit = {
    pending: registerUser.isPending,
    label: t('register.submit'),
    pendingLabel: t('register.pending'),
  };

  if (!registrationOpen && !invitation) {
    return (
      <p role="status" className="rounded-lg bg-neutral-100 p-4 text-neutral-800">
        {t('register.invitationOnly')}
      </p>
    );
  }

  return (
    <AuthForm label={t('register.formLabel')} form={form} onSubmit={onSubmit} submit={submit} spaced>
      <div className="grid gap-4 sm:grid-cols-2">
        <FirstNameField id="register-first-name" label={t('fields.firstName')} {...field('firstName')} />
        <LastNameField id="register-last-name" label={t('fields.lastName')} {...field('lastName')} />
      </div>
      <UsernameField id="register-username" label={t('fields.username')} {...field('username')} />
      <EmailField id="register-email" label={t('fields.email')} {...field('email')} />
      <NewPasswordFields
        labels={[t('fields.password'), t('fields.confirmPassword')]}
        hint={t('register.passwordHint')}
        fields={[field('password'), field('confirmPassword')]}
      />
    </AuthForm>
  );
}
