import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '../../../../domain/users';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { authProvidersQuery } from '../../../lib/auth-providers';
import { useResendConfirmation } from '../api';

/**
 * Whether the member's e-mail address is confirmed (issue #41, item 3): until it is, nothing but the
 * confirmation is mailed to it, so the member sees why no notice comes and can have the mail sent again.
 */
export function EmailConfirmationCard({ account }: { account: OwnProfile }) {
  const { t } = useTranslation('settings');
  const providers = useQuery(authProvidersQuery);
  const resend = useResendConfirmation();
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);
  if (!account.email) return null;

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (result) => setAnswer({ text: result.message, failed: false }),
      onError: (error) => setAnswer({ text: error.message, failed: true }),
    });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">{t('emailStatus.title')}</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-neutral-800">
        {account.emailConfirmed ? (
          <p className="flex items-start gap-2" data-testid="email-status">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            <span>{t('emailStatus.confirmed', { email: account.email })}</span>
          </p>
        ) : (
          <>
            <p className="flex items-start gap-2" data-testid="email-status">
              <MailWarning className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              <span>{t('emailStatus.unconfirmed', { email: account.email })}</span>
            </p>
            {providers.data?.email === false ? (
              <p className="text-neutral-700">{t('emailStatus.noMail')}</p>
            ) : (
              <div>
                <Button variant="outline" onClick={onResend} disabled={resend.isPending}>
                  {resend.isPending ? t('emailStatus.sending') : t('emailStatus.resend')}
                </Button>
              </div>
            )}
            {answer ? (
              <p
                role={answer.failed ? 'alert' : 'status'}
                className={answer.failed ? 'text-red-700' : undefined}
              >
                {answer.text}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
