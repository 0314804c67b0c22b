import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '../../../../domain/users';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { authProvidersQuery } from '../../../lib/auth-providers';
import { useUpdateNotifications } from '../api';
import { SettingRow } from './setting-row';

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
          <SettingRow
            key={key}
            as="li"
            id={`notification-${key}`}
            label={t(`notifications.${key}`)}
            hint={t(`notifications.${key}Hint`)}
          >
            {(hintId) => (
              <Switch
                id={`notification-${key}`}
                checked={values[key]}
                onCheckedChange={(checked) => setValues((old) => ({ ...old, [key]: checked }))}
                aria-describedby={hintId}
              />
            )}
          </SettingRow>
        ))}
        <SettingRow
          as="li"
          id="notification-reminderTime"
          label={t('notifications.reminderTime')}
          hint={t('notifications.reminderTimeHint')}
        >
          {(hintId) => (
            <input
              id="notification-reminderTime"
              type="time"
              required
              value={values.reminderTime}
              onChange={(event) => setValues((old) => ({ ...old, reminderTime: event.target.value }))}
              aria-describedby={hintId}
              className="h-10 rounded-md border border-neutral-300 bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
            />
          )}
        </SettingRow>
      </ul>
      <div className="flex justify-end pt-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('notifications.saving') : t('notifications.save')}
        </Button>
      </div>
    </form>
  );
}
