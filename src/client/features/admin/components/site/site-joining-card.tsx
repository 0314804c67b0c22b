import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SiteSettings, SiteSettingsUpdate } from '../../../../../domain/site/settings';
import { Label } from '../../../../components/ui/label';
import { Switch } from '../../../../components/ui/switch';
import { toast } from '../../../../components/ui/use-toast';
import { useSaveSiteSettings } from '../../../../lib/site-settings';
import { SettingsSection } from './settings-section';

/**
 * Admin → Instellingen: who may join (open registration, else by invitation) and whether members may
 * propose activities (issue #44). Each switch saves at once.
 */
export function SiteJoiningCard({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('admin-settings');
  const { t: tProposals } = useTranslation('admin-proposals');
  const save = useSaveSiteSettings();

  const change = (update: SiteSettingsUpdate, done: string) =>
    save.mutate(update, {
      onSuccess: () => toast({ title: done }),
      onError: (error) =>
        toast({ title: t('saveFailed'), description: error.message, variant: 'destructive' }),
    });

  /** A switch for one setting, which says what it did once saved. */
  const settingSwitch = (
    id: string,
    setting: 'registrationOpen' | 'membersMayPropose',
    texts: { label: string; text: string; turnedOn: string; turnedOff: string },
  ) => (
    <SettingSwitch
      id={id}
      label={texts.label}
      text={texts.text}
      checked={settings[setting]}
      disabled={save.isPending}
      onChange={(checked) => change({ [setting]: checked }, checked ? texts.turnedOn : texts.turnedOff)}
    />
  );

  return (
    <SettingsSection id="site-joining" icon={UserPlus} title={t('joining.title')}>
      {settingSwitch('registration-open', 'registrationOpen', {
        label: t('joining.registrationOpen'),
        text: t('joining.registrationOpenText'),
        turnedOn: t('joining.registrationOpened'),
        turnedOff: t('joining.registrationClosed'),
      })}
      {settingSwitch('members-may-propose', 'membersMayPropose', {
        label: tProposals('settings.label'),
        text: tProposals('settings.text'),
        turnedOn: tProposals('settings.turnedOn'),
        turnedOff: tProposals('settings.turnedOff'),
      })}
    </SettingsSection>
  );
}

function SettingSwitch({
  id,
  label,
  text,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  text: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id} className="font-semibold">
          {label}
        </Label>
        <Switch
          id={id}
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-text`}
          onCheckedChange={onChange}
        />
      </div>
      <p id={`${id}-text`} className="text-sm text-neutral-600">
        {text}
      </p>
    </div>
  );
}
