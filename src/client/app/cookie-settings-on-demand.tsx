import { lazy, Suspense, useState } from 'react';
import type { ConsentChoice } from '../lib/cookie-consent';

// The settings dialog (Radix Dialog and Switch) is fetched when it is first opened: the banner and the
// footer, on every page, need none of it.
const CookieSettingsDialog = lazy(async () => ({
  default: (await import('./cookie-settings-dialog')).CookieSettingsDialog,
}));

/**
 * The state of the cookie settings dialog for the one place that opens it. `show` opens it with the
 * switches set to `from`; the switches keep their state between openings.
 */
export function useCookieSettings(from: ConsentChoice) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing animates like any dialog.
  const [mounted, setMounted] = useState(false);
  const [choice, setChoice] = useState(from);
  return {
    open,
    setOpen,
    mounted,
    choice,
    setChoice,
    show(switches: ConsentChoice = choice) {
      setChoice(switches);
      setMounted(true);
      setOpen(true);
    },
  };
}

interface CookieSettingsProps {
  settings: ReturnType<typeof useCookieSettings>;
  save: (choice: ConsentChoice) => void;
  /** The banner's dialog: closing with the cross means "only necessary" (spec 2.2). */
  closeMeansNecessary: boolean;
}

/** The dialog itself, once it has been opened. */
export function CookieSettings({ settings, save, closeMeansNecessary }: CookieSettingsProps) {
  if (!settings.mounted) return null;
  return (
    <Suspense fallback={null}>
      <CookieSettingsDialog
        open={settings.open}
        onOpenChange={settings.setOpen}
        choice={settings.choice}
        onChoiceChange={settings.setChoice}
        closeMeansNecessary={closeMeansNecessary}
        save={save}
      />
    </Suspense>
  );
}
