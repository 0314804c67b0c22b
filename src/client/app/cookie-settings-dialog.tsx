import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { DialogFrame } from '../components/ui/dialog-frame';
import { Label } from '../components/ui/label';
import { Switch } from '../components/ui/switch';
import type { ConsentChoice as Choice } from '../lib/cookie-consent';

const ONLY_NECESSARY: Choice = { functional: false, analytics: false };
/** The necessary cookies cannot be switched off; the others are the visitor's choice. */
const COOKIE_KINDS = ['necessary', 'functional', 'analytics'] as const;

interface CookieSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The switches' state lives in the banner, so it survives closing and reopening the dialog. */
  choice: Choice;
  onChoiceChange: (choice: Choice) => void;
  save: (choice: Choice) => void;
  /** The banner's dialog: closing with the cross means "only necessary" (spec 2.2). From the footer it only closes. */
  closeMeansNecessary?: boolean;
}

/** The cookie banner's settings (spec 2.2), in a chunk of its own, fetched when first opened. */
export function CookieSettingsDialog({
  open,
  onOpenChange,
  choice,
  onChoiceChange,
  save,
  closeMeansNecessary = true,
}: CookieSettingsDialogProps) {
  const { t } = useTranslation('common');
  const prefix = useId();
  const { functional, analytics } = choice;

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      onCloseClick={closeMeansNecessary ? () => save(ONLY_NECESSARY) : undefined}
      title={t('cookies.settingsTitle')}
      description={t('cookies.settingsDescription')}
      footer={
        <>
          <Button variant="outline" onClick={() => save(ONLY_NECESSARY)}>
            {t('cookies.onlyNecessary')}
          </Button>
          <Button onClick={() => save({ functional, analytics })}>{t('cookies.save')}</Button>
        </>
      }
    >
      <ul className="flex flex-col gap-4">
        {COOKIE_KINDS.map((kind) => (
          <ConsentRow
            key={kind}
            id={`${prefix}-${kind}`}
            label={t(`cookies.${kind}`)}
            text={t(`cookies.${kind}Description`)}
            checked={kind === 'necessary' || choice[kind]}
            disabled={kind === 'necessary'}
            onCheckedChange={
              kind === 'necessary' ? undefined : (value) => onChoiceChange({ ...choice, [kind]: value })
            }
          />
        ))}
      </ul>
    </DialogFrame>
  );
}

interface ConsentRowProps {
  id: string;
  label: string;
  text: string;
  checked: boolean;
  /** Left out for the necessary cookies, which cannot be switched off. */
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
}

/** One kind of cookie: what it is for, and its switch (described by that text). */
function ConsentRow({ id, label, text, checked, onCheckedChange, disabled }: ConsentRowProps) {
  return (
    <li className="flex items-start justify-between gap-4 rounded-lg border border-neutral-200 p-3">
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-text`} className="mt-1 text-sm text-neutral-600">
          {text}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={`${id}-text`}
      />
    </li>
  );
}
