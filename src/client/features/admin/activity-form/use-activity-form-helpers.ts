import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ToastVariant, toast } from '../../../components/ui/use-toast';
import { useUploadImage } from '../../../lib/upload-image';
import { useAdminHelpers, useGenerateCover, useImportFromUrl, useTranslateToEnglish } from '../api';
import type { ActivityFormField, ActivityFormValues } from './form-values';
import { importToForm } from './from-import';
import { translationRequest, translationToForm } from './translation';

/**
 * The form's helpers: import a page's details, translate the Dutch texts, upload or generate a picture,
 * upload the welcomer's photo.
 * Each writes its result into the form as if typed, and says in a toast what it did or why it could not.
 */
export function useActivityFormHelpers(form: UseFormReturn<ActivityFormValues>) {
  const { t } = useTranslation('admin-activities');
  const helpers = useAdminHelpers();
  const importer = useImportFromUrl();
  const translator = useTranslateToEnglish();
  const uploader = useUploadImage();
  // A second use of the same upload, so each button says only its own upload is under way.
  const welcomerUploader = useUploadImage();
  const generator = useGenerateCover();

  /** Writes helper results into the form as if typed; checked again if the form was already submitted. */
  const apply = (changes: Partial<ActivityFormValues>) => {
    const validate = form.formState.isSubmitted;
    for (const [key, value] of Object.entries(changes) as [ActivityFormField, never][]) {
      form.setValue(key, value, { shouldDirty: true, shouldValidate: validate });
    }
  };
  /** A toast whose texts are `toasts.<key>` and `toasts.<key>Description`. */
  const say = (key: string, variant?: ToastVariant) =>
    toast({ title: t(`toasts.${key}`), description: t(`toasts.${key}Description`), variant });
  /** Runs a helper's request; when it fails, the toast `toasts.<failedKey>` gives the server's reason. */
  const attempt = async (failedKey: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      toast({
        title: t(`toasts.${failedKey}`),
        description: error instanceof Error && error.message ? error.message : t('toasts.failedFallback'),
        variant: 'destructive',
      });
    }
  };

  const importFromUrl = async () => {
    const url = form.getValues('sourceUrl').trim();
    if (!url) {
      say('noUrl', 'destructive');
      return;
    }
    await attempt('importFailed', async () => {
      apply(importToForm(await importer.mutateAsync(url)));
      say('imported');
    });
  };

  const translate = async () => {
    const request = translationRequest(form.getValues());
    if (Object.keys(request).length === 0) {
      say('nothingToTranslate');
      return;
    }
    await attempt('translateFailed', async () => {
      apply(translationToForm(await translator.mutateAsync(request)));
      say('translated');
    });
  };

  const upload = async (file: File) => {
    await attempt('uploadFailed', async () => {
      const stored = await uploader.mutateAsync(file);
      apply({ image: { id: stored.id, url: stored.url, changed: true } });
    });
  };

  const uploadWelcomerPhoto = async (file: File) => {
    await attempt('uploadFailed', async () => {
      const stored = await welcomerUploader.mutateAsync(file);
      apply({ welcomerPhoto: { id: stored.id, url: stored.thumbUrl, changed: true } });
    });
  };

  const generate = async () => {
    const { title, description, category } = form.getValues();
    if (!title.trim()) {
      say('missingInfo', 'destructive');
      return;
    }
    await attempt('generateFailed', async () => {
      const stored = await generator.mutateAsync({ title: title.trim(), description, category });
      apply({ image: { id: stored.id, url: stored.url, changed: true } });
      say('imageReady');
    });
  };

  // Grouped by the tab whose buttons use them, in the names of that tab's props.
  return {
    basic: {
      onImport: importFromUrl,
      importing: importer.isPending,
      onTranslate: translate,
      translating: translator.isPending,
      // Unknown until the helpers answer: no warning before then.
      translateUnavailable: helpers.isPending
        ? null
        : helpers.data?.translation.available
          ? null
          : t('form.translateUnavailable'),
    },
    location: {
      onUploadWelcomerPhoto: uploadWelcomerPhoto,
      uploadingWelcomerPhoto: welcomerUploader.isPending,
    },
    media: {
      onUpload: upload,
      uploading: uploader.isPending,
      onGenerate: generate,
      generating: generator.isPending,
      coverGeneration: helpers.data?.coverGeneration ?? null,
    },
  };
}
