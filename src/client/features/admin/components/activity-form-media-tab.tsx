import { ImageIcon, Sparkles, Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HiddenImageInput } from '../../../components/photo-picker';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import type { ActivityFormValues } from '../activity-form/form-values';
import { fieldId, useFieldError } from './activity-form-controls';

interface MediaTabProps {
  onUpload: (file: File) => void;
  uploading: boolean;
  onGenerate: () => void;
  generating: boolean;
  /** What the cover generator does on this server (GET /api/admin/helpers), when known. */
  coverGeneration: 'offline' | 'provider' | null;
}

/** Spec 4.2, media: the picture, with upload, a generated cover and remove. Saved with the activity. */
export function MediaTab({ onUpload, uploading, onGenerate, generating, coverGeneration }: MediaTabProps) {
  const { t } = useTranslation('admin-activities');
  const { control, setValue } = useFormContext<ActivityFormValues>();
  const fileInput = useRef<HTMLInputElement>(null);
  const error = useFieldError('image');
  const id = fieldId('image');

  return (
    <Controller
      control={control}
      name="image"
      render={({ field }) => (
        <div className="flex flex-col gap-4">
          <h3 className="text-sm font-medium">{t('form.image')}</h3>
          <div className="flex min-h-48 items-center justify-center overflow-hidden rounded-lg border border-neutral-200 bg-neutral-50">
            {field.value.url ? (
              <img
                src={field.value.url}
                alt={t('form.imageAlt')}
                className="max-h-72 w-full object-contain"
              />
            ) : (
              <p className="flex flex-col items-center gap-2 p-6 text-sm text-neutral-600">
                <ImageIcon className="size-8" aria-hidden="true" />
                {t('form.noImage')}
              </p>
            )}
          </div>
          {field.value.changed ? (
            <p className="text-sm text-neutral-700" role="status">
              {field.value.id ? t('form.imageChanged') : t('form.imageRemoved')}
            </p>
          ) : null}
          <FieldError id={`${id}-error`} message={error} />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <HiddenImageInput ref={fileInput} onChoose={onUpload} />
            <Button
              ref={field.ref}
              id={id}
              variant="outline"
              onClick={() => fileInput.current?.click()}
              disabled={uploading}
              aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
            >
              <Upload aria-hidden="true" />
              {uploading ? t('form.uploading') : t('form.upload')}
            </Button>
            <Button
              variant="outline"
              onClick={onGenerate}
              disabled={generating}
              aria-describedby={coverGeneration ? 'activity-generate-hint' : undefined}
            >
              <Sparkles aria-hidden="true" />
              {generating ? t('form.generating') : t('form.generate')}
            </Button>
            {field.value.url ? (
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={() =>
                  setValue('image', { id: null, url: null, changed: true }, { shouldDirty: true })
                }
              >
                <Trash2 aria-hidden="true" />
                {t('form.removeImage')}
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs text-neutral-600">
            {t('form.uploadHint')}
          </p>
          {coverGeneration ? (
            <p id="activity-generate-hint" className="text-xs text-neutral-600">
              {coverGeneration === 'provider'
                ? t('form.generateHintProvider')
                : t('form.generateHintOffline')}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}
