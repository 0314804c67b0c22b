import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '../../../../domain/users';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { authProvidersQuery } from '../../../lib/auth-providers';
import { useUpdateNotifications } from '../api';

const SWITCHES = [
  'emailNotifications',
  'pushNotifications',
  'activityUpdates',
  'newActivities',
  'marketingEmails',
] as const satisfies readonly (keyof NotificationSettings)[];

/** Settings → Notifications: the five switches of spec 3, saved for real. */
export function NotificationsForm({ initial }: { initial: NotificationSettings }) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState<NotificationSettings>(initial);
  const save = useUpdateNotifications();
  // A site without a mail server stores the choices but cannot deliver them: say so, rather than let
  // someone wait for e-mails that never come.
  const sendsEmail = useQuery(authProvidersQuery).data?.email !== false;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues(saved);
        toast({ title: t('notifications.saved'), description: t('notifications.savedDescription') });
      },
      onError: (error) =>
        toast({ title: t('notifications.failed'), description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t('notifications.title')}>
      {sendsEmail ? null : (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('notifications.noEmail')}
        </p>
      )}
      <ul className="flex flex-col divide-y divide-neutral-200 rounded-lg border border-neutral-200">
        {SWITCHES.map((key) => (
          <li key={key} className="flex items-center justify-between gap-4 p-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`notification-${key}`}>{t(`notifications.${key}`)}</Label>
              <p id={`notification-${key}-hint`} className="text-sm text-neutral-600">
                {t(`notifications.${key}Hint`)}
              </p>
            </div>
            <Switch
              id={`notification-${key}`}
              checked={values[key]}
              onCheckedChange={(checked) => setValues((old) => ({ ...old, [key]: checked }))}
              aria-describedby={`notification-${key}-hint`}
            />
          </li>
        ))}
        <li className="flex items-center justify-between gap-4 p-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor="notification-reminderTime">{t('notifications.reminderTime')}</Label>
            <p id="notification-reminderTime-hint" className="text-sm text-neutral-600">
              {t('notifications.reminderTimeHint')}
            </p>
          </div>
          <input
            id="notification-reminderTime"
            type="time"
            required
            value={values.reminderTime}
            onChange={(event) => setValues((old) => ({ ...old, reminderTime: event.target.value }))}
            aria-describedby="notification-reminderTime-hint"
            className="h-10 rounded-md border border-neutral-300 bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
          />
        </li>
      </ul>
      <div className="flex justify-end pt-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('notifications.saving') : t('notifications.save')}
        </Button>
      </div>
    </form>
  );
}
