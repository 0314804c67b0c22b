import { MailPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_DAYS_DEFAULT, INVITATION_DAYS_MAX } from '../../../../domain/site/invitations';
import { CopyField } from '../../../components/copy-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/use-toast';
import { useCreateInvitation, useInvitations, useWithdrawInvitation } from '../api/invitations';
import { SettingsSection } from './site/settings-section';

/**
 * Admin → Instellingen: invitations to join while open registration is off (issue #47). The link is
 * shown once, right after it is made; the list says which links still work.
 */
export function InvitationsCard() {
  const { t, i18n } = useTranslation('admin-invitations');
  const invitations = useInvitations();
  const create = useCreateInvitation();
  const withdraw = useWithdrawInvitation();
  const [email, setEmail] = useState('');
  const [days, setDays] = useState(String(INVITATION_DAYS_DEFAULT));
  const [made, setMade] = useState<{ url: string; mailedTo: string | null } | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { email: email.trim(), days: Number(days) },
      {
        onSuccess: (invitation) => {
          setMade({ url: invitation.url, mailedTo: invitation.mailed ? invitation.email : null });
          setEmail('');
        },
      },
    );
  };

  return (
    <SettingsSection id="invitations" icon={MailPlus} title={t('title')} description={t('text')}>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[8rem_auto] sm:items-end">
        <div className="sm:col-span-2">
          <TextField
            id="invitation-email"
            type="email"
            label={t('email')}
            hint={t('emailHint')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <TextField
          id="invitation-days"
          type="number"
          min={1}
          max={INVITATION_DAYS_MAX}
          label={t('days')}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <Button type="submit" disabled={create.isPending} className="sm:justify-self-start">
          {t('create')}
        </Button>
      </form>
      {create.error ? (
        <p role="alert" className="text-sm text-red-700">
          {create.error.message}
        </p>
      ) : null}
      {made ? (
        <div className="flex flex-col gap-1">
          <CopyField label={t('link')} value={made.url} rows={2} copyLabel={t('copy')} />
          <p className="text-sm text-neutral-600" role="status">
            {made.mailedTo ? t('mailed', { email: made.mailedTo }) : t('shareYourself')}
          </p>
        </div>
      ) : null}
      {invitations.data && invitations.data.length > 0 ? (
        <ul className="flex flex-col divide-y divide-neutral-200 text-sm" aria-label={t('listLabel')}>
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-all">{invitation.email ?? t('noEmail')}</span>
              <span className="text-neutral-600">
                {t(`state.${invitation.state}`, { date: dateFormat.format(new Date(invitation.expiresAt)) })}
              </span>
              {invitation.state === 'open' ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutate(invitation.id, {
                      onSuccess: () => toast({ title: t('withdrawn') }),
                      onError: (error) =>
                        toast({ title: t('failed'), description: error.message, variant: 'destructive' }),
                    })
                  }
                >
                  {t('withdraw')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </SettingsSection>
  );
}
