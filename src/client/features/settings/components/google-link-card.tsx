import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OwnProfile } from '../../../../domain/users';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/use-toast';
import { authProvidersQuery } from '../../../lib/auth-providers';
import { useStartGoogleLink, useUnlinkGoogle } from '../api';

/** Where the server sends the browser back after linking, with `google=<outcome>` added. */
const RETURN_TO = '/settings?tab=security';
const OUTCOMES = ['linked', 'already-linked', 'linked-elsewhere', 'failed'] as const;
type Outcome = (typeof OUTCOMES)[number];

function isOutcome(value: string | null): value is Outcome {
  return (OUTCOMES as readonly (string | null)[]).includes(value);
}

/**
 * Settings → Security: link Google to an account the member is signed in to (the server never links
 * by e-mail address), or unlink it. Hidden when Google is not set up and nothing is linked.
 */
export function GoogleLinkCard({ account }: { account: OwnProfile }) {
  const { t } = useTranslation('settings');
  const providers = useQuery(authProvidersQuery);
  const outcome = useLinkOutcome();
  const unlink = useUnlinkGoogle();
  const [failure, setFailure] = useState<string | undefined>();

  if (!account.googleLinked && !providers.data?.google) return null;

  const onUnlink = async () => {
    setFailure(undefined);
    try {
      await unlink.mutateAsync();
      toast({ title: t('google.unlinked'), description: t('google.unlinkedDescription') });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('google.unlinkFailed'));
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">{t('google.title')}</h2>
        <CardDescription>{t('google.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {outcome === 'linked' ? (
          <p
            role="status"
            className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          >
            {t('google.outcome.linked')}
          </p>
        ) : outcome ? (
          <FormAlert message={t(`google.outcome.${outcome}`)} />
        ) : null}
        {account.googleLinked ? (
          <>
            <p className="flex items-center gap-2 text-neutral-800">
              <CircleCheck className="size-5 text-green-700" aria-hidden="true" />
              <span>
                <strong>{t('google.linkedBadge')}</strong> · {t('google.linkedText')}
              </span>
            </p>
            {account.hasPassword ? (
              <div>
                <Button variant="outline" onClick={onUnlink} disabled={unlink.isPending}>
                  {unlink.isPending ? t('google.unlinking') : t('google.unlink')}
                </Button>
              </div>
            ) : (
              <p className="text-sm text-neutral-700">{t('google.cannotUnlink')}</p>
            )}
            <FormAlert message={failure} />
          </>
        ) : (
          <LinkGoogleForm />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * "Koppel Google": the member confirms their password first (a stolen session must not be able to add
 * someone else's Google account), then the browser goes to Google and comes back here.
 */
function LinkGoogleForm() {
  const { t } = useTranslation('settings');
  const start = useStartGoogleLink();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!password) {
      setError(t('google.passwordRequired'));
      return;
    }
    try {
      const { location } = await start.mutateAsync({ password, returnTo: RETURN_TO });
      window.location.assign(location);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('google.outcome.failed'));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('google.link')}>
      <p className="text-sm text-neutral-700">{t('google.linkHint')}</p>
      <TextField
        id="google-link-password"
        type="password"
        label={t('google.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      <div>
        <Button type="submit" variant="outline" disabled={start.isPending}>
          {start.isPending ? t('google.linking') : t('google.link')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The outcome the server put in the address after linking, shown once: it is taken from the address
 * on the first render and then removed, so a reload or a shared link does not repeat it.
 */
function useLinkOutcome(): Outcome | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [outcome] = useState(() => {
    const value = searchParams.get('google');
    return isOutcome(value) ? value : null;
  });
  useEffect(() => {
    if (!searchParams.has('google')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('google');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);
  return outcome;
}
