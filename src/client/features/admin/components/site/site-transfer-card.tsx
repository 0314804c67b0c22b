import { ArrowLeftRight, Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/field-error';
import { toast } from '../../../../components/ui/use-toast';
import { errorMessage } from '../../../../lib/api';
import { downloadSiteSettings, useImportSiteSettings } from '../../../../lib/site-settings';
import { ConfirmDeleteDialog, confirmDeleteTexts } from '../confirm-delete-dialog';
import { SettingsSection } from './settings-section';

/**
 * Admin → Instellingen: the settings, logo, pages and partners as one JSON file, to take to a new server;
 * an import replaces them all, so it asks first.
 */
export function SiteTransferCard() {
  const { t } = useTranslation('admin-settings');
  const importSettings = useImportSiteSettings();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [chosen, setChosen] = useState<{ name: string; json: unknown } | null>(null);
  const [problem, setProblem] = useState<string>();

  const choose = async (file: File) => {
    setProblem(undefined);
    try {
      setChosen({ name: file.name, json: JSON.parse(await file.text()) });
    } catch {
      setProblem(t('transfer.notJson'));
    }
  };

  const replace = () => {
    if (!chosen) return;
    importSettings.mutate(chosen.json, {
      onSuccess: () => toast({ title: t('transfer.imported') }),
      onError: (error) => {
        setProblem(errorMessage(error));
        toast({
          title: t('transfer.importFailed'),
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
      onSettled: () => setChosen(null),
    });
  };

  return (
    <SettingsSection
      id="site-transfer"
      icon={ArrowLeftRight}
      title={t('transfer.title')}
      description={t('transfer.description')}
    >
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            downloadSiteSettings().catch((error: unknown) =>
              toast({
                title: t('transfer.downloadFailed'),
                description: errorMessage(error),
                variant: 'destructive',
              }),
            )
          }
        >
          <Download aria-hidden="true" />
          {t('transfer.download')}
        </Button>
        <input
          ref={input}
          id={id}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          // The button below opens it: one stop in the tab order, and that one visible.
          tabIndex={-1}
          aria-label={t('transfer.import')}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={importSettings.isPending}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" />
          {t('transfer.import')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-neutral-600">
        {t('transfer.importHint')}
      </p>
      <FieldError id={`${id}-error`} message={problem} />
      <ConfirmDeleteDialog
        open={chosen !== null}
        texts={confirmDeleteTexts(t, 'transfer.replaceDialog', { file: chosen?.name ?? '' })}
        isPending={importSettings.isPending}
        lockWhilePending
        onConfirm={replace}
        onClose={() => setChosen(null)}
      />
    </SettingsSection>
  );
}
