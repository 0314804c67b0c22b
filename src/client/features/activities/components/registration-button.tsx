import { UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useIsRegistered, useRegistration } from '../detail-api';

/** Aanmelden / Uitschrijven (spec 2.6, 4.1): disabled with a pending label while the request runs. */
export function RegistrationButton({ activityId, title }: { activityId: number; title: string }) {
  const { t } = useTranslation('activities');
  const status = useIsRegistered(activityId, true);
  const mutation = useRegistration(activityId, title);
  const registered = status.data?.isRegistered ?? false;
  const pending = mutation.isPending;

  return (
    <div className="flex flex-col gap-2">
      {registered ? (
        <p className="flex items-center gap-2 text-sm font-medium text-green-800">
          <UserCheck className="size-4" aria-hidden="true" />
          {t('detail.registered')}
        </p>
      ) : null}
      <Button
        size="lg"
        variant={registered ? 'outline' : 'default'}
        className="w-full aria-disabled:opacity-60"
        // While the request runs the button is aria-disabled, not disabled: a disabled button drops the
        // keyboard focus onto the page body (issue #14.2); the click is ignored instead.
        disabled={status.isPending}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) mutation.mutate(!registered);
        }}
      >
        {registered ? null : <UserPlus aria-hidden="true" />}
        {registered
          ? pending
            ? t('detail.unregistering')
            : t('detail.unregister')
          : pending
            ? t('detail.registering')
            : t('detail.register')}
      </Button>
    </div>
  );
}
