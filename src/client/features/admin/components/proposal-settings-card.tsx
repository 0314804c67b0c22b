import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { useProposalSettings, useSaveProposalSettings } from '../../../lib/proposals';

/** Admin → Instellingen: whether members may propose activities (issue #44); on until turned off. */
export function ProposalSettingsCard() {
  const { t } = useTranslation('admin-proposals');
  const settings = useProposalSettings();
  const save = useSaveProposalSettings();
  const on = settings.data?.membersMayPropose ?? true;
  return (
    <div className="flex items-start gap-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-yellow-100">
        <Lightbulb className="size-5" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="members-may-propose" className="font-semibold">
            {t('settings.label')}
          </Label>
          <Switch
            id="members-may-propose"
            checked={on}
            disabled={settings.isPending || save.isPending}
            aria-describedby="members-may-propose-text"
            onCheckedChange={(checked) =>
              save.mutate(checked, {
                onSuccess: () => toast({ title: checked ? t('settings.turnedOn') : t('settings.turnedOff') }),
                onError: (error) =>
                  toast({ title: t('toasts.failed'), description: error.message, variant: 'destructive' }),
              })
            }
          />
        </div>
        <p id="members-may-propose-text" className="text-sm text-neutral-600">
          {t('settings.text')}
        </p>
      </div>
    </div>
  );
}
