import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, MailCheck, Unlink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '../../../../domain/auth';
import { NewPasswordFields, UsernameField } from '../../../components/account-fields';
import { PageCard } from '../../../components/page-card';
import { PageSpinner } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { authProvidersQuery } from '../../../lib/auth-providers';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSchemaForm } from '../../../lib/schema-form';
import { applyServerError } from '../../../lib/server-errors';
import { AuthForm } from '../components/auth-form';
import {
  useConfirmPasswordReset,
  usePasswordResetLink,
  useRequestPasswordReset,
} from '../password-reset-api';

// 'Wachtwoord vergeten?' (issue #14, item 4): ask for a link by username or e-mail, then choose a new
// password from the e-mailed link. The link carries its token in the fragment (#token=…), which no
// server or log ever sees; it is read here and sent in the body.

function Done({
  icon: Icon,
  text,
  action,
}: {
  icon: typeof MailCheck;
  text: string;
  action: React.ReactNode;
}) {
  return (
    // role=status: the confirmation is read out when it replaces the form.
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <Icon className="size-10 text-green-700" aria-hidden="true" />
      <p className="text-sm text-neutral-800">{text}</p>
      {action}
    </div>
  );
}

/** /auth/wachtwoord-vergeten: the request form, or whom to ask when the site cannot send e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('common:documentTitle.forgotPassword'));
  const providers = useQuery(authProvidersQuery);
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const { form, field } = useSchemaForm(passwordResetRequestSchema, { login: '' });
  const { handleSubmit, setError } = form;

  if (providers.isPending) return <PageSpinner />;
  const backToLogin = (
    <Button asChild variant="outline">
      <Link to="/auth">{t('reset.backToLogin')}</Link>
    </Button>
  );

  if (providers.data?.passwordReset === false) {
    return (
      <PageCard title={t('reset.forgotTitle')} description={t('reset.unavailableIntro')}>
        <div className="flex flex-col gap-4 text-sm text-neutral-800">
          <p>{t('reset.unavailable')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to="/contact">{t('reset.contact')}</Link>
            </Button>
            {backToLogin}
          </div>
        </div>
      </PageCard>
    );
  }

  const onSubmit = handleSubmit((values) =>
    request
      .mutateAsync(values)
      .then((answer) => setSent(answer.message))
      .catch((error: unknown) => applyServerError(error, ['login'], setError, t('reset.failed'))),
  );
  const submit = { pending: request.isPending, label: t('reset.send'), pendingLabel: t('reset.sending') };
  const back = { to: '/auth', label: t('reset.backToLogin') };

  return (
    <PageCard title={t('reset.forgotTitle')} description={t('reset.forgotIntro')}>
      {sent ? (
        <Done icon={MailCheck} text={sent} action={backToLogin} />
      ) : (
        <AuthForm label={t('reset.forgotTitle')} form={form} onSubmit={onSubmit} submit={submit} link={back}>
          <UsernameField id="reset-login" label={t('reset.login')} {...field('login')} />
        </AuthForm>
      )}
    </PageCard>
  );
}

/** The token of the e-mailed link, from the fragment (#token=…). */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** /auth/nieuw-wachtwoord#token=…: choose the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('common:documentTitle.resetPassword'));
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [done, setDone] = useState<string | null>(null);
  const link = usePasswordResetLink(token);
  const confirm = useConfirmPasswordReset();
  const { form, field } = useSchemaForm(passwordResetConfirmSchema, {
    token,
    password: '',
    confirmPassword: '',
  });
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit((values) =>
    confirm
      .mutateAsync(values)
      .then((answer) => setDone(answer.message))
      .catch((error: unknown) =>
        applyServerError(error, ['password', 'confirmPassword'], setError, t('reset.failed')),
      ),
  );
  const submit = { pending: confirm.isPending, label: t('reset.save'), pendingLabel: t('reset.saving') };
  const again = { to: '/auth/wachtwoord-vergeten', label: t('reset.askAgain') };

  if (token && link.isPending) return <PageSpinner />;
  const askAgain = (
    <Button asChild>
      <Link to="/auth/wachtwoord-vergeten">{t('reset.askAgain')}</Link>
    </Button>
  );
  // Without a token, or with one that no longer works, there is nothing to type: say why and what next.
  const unusable = !token ? t('reset.noToken') : link.data?.valid === false ? link.data.message : null;
  if (!done && unusable) {
    return (
      <PageCard title={t('reset.newTitle')} description={t('reset.linkUnusableIntro')}>
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <Unlink className="size-10 text-neutral-500" aria-hidden="true" />
          <p className="text-sm text-neutral-800">{unusable || t('reset.linkUnusable')}</p>
          {askAgain}
        </div>
      </PageCard>
    );
  }

  return (
    <PageCard title={t('reset.newTitle')} description={t('reset.newIntro')}>
      {done ? (
        <Done
          icon={CheckCircle2}
          text={done}
          action={
            <Button asChild>
              <Link to="/auth">{t('reset.toLogin')}</Link>
            </Button>
          }
        />
      ) : (
        <AuthForm label={t('reset.newTitle')} form={form} onSubmit={onSubmit} submit={submit} link={again}>
          <NewPasswordFields
            labels={[t('reset.newPassword'), t('fields.confirmPassword')]}
            hint={t('register.passwordHint')}
            fields={[field('password'), field('confirmPassword')]}
          />
        </AuthForm>
      )}
    </PageCard>
  );
}
