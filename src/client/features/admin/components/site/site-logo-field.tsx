import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '../../../../../domain/site/settings';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/field-error';
import { toast } from '../../../../components/ui/use-toast';
import { useSiteLogo } from '../../../../lib/site-settings';

/** The site's logo: upload one (checked as every picture) or remove it for the standard mark. */
export function SiteLogoField({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('admin-settings');
  const { upload, remove } = useSiteLogo();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const error = upload.error ?? remove.error;
  const pending = upload.isPending || remove.isPending;

  return (
    <div className="flex flex-col gap-2 border-t border-neutral-200 pt-4">
      <h4 className="text-sm font-medium">{t('logo.title')}</h4>
      <div className="flex flex-wrap items-center gap-4">
        {settings.logoUrl ? (
          <img
            src={settings.logoUrl}
            alt={t('logo.current')}
            className="size-16 rounded-md border border-neutral-200 object-contain"
          />
        ) : (
          <p className="text-sm text-neutral-600">{t('logo.none')}</p>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          // The button below opens it: one stop in the tab order, and that one visible.
          tabIndex={-1}
          aria-label={t('logo.upload')}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            remove.reset();
            upload.mutate(file, { onSuccess: () => toast({ title: t('logo.uploaded') }) });
          }}
        />
        <Button type="button" variant="outline" disabled={pending} onClick={() => input.current?.click()}>
          <ImageUp aria-hidden="true" />
          {upload.isPending ? t('logo.uploading') : t('logo.upload')}
        </Button>
        {settings.logoUrl ? (
          <Button
            type="button"
            variant="ghost"
            disabled={pending}
            onClick={() => {
              upload.reset();
              remove.mutate(undefined, { onSuccess: () => toast({ title: t('logo.removed') }) });
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('logo.remove')}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-neutral-600">
        {t('logo.hint')}
      </p>
      <FieldError id={`${id}-error`} message={error?.message} />
    </div>
  );
}
