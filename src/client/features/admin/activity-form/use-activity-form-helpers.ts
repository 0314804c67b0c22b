import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { imageFileProblem } from '../../../../domain/images';
import { toast } from '../../../components/ui/use-toast';
import { currentLanguage } from '../../../lib/i18n';
import {
  useAdminHelpers,
  useGenerateCover,
  useImportFromUrl,
  useTranslateToEnglish,
  useUploadActivityImage,
} from '../api';
import type { ActivityFormField, ActivityFormValues } from './form-values';
import { importToForm } from './from-import';
import { translationRequest, translationToForm } from './translation';

/**
 * The form's helpers: import a page's details, translate the Dutch texts, upload or generate a picture.
 * Each writes its result into the form as if typed, and says in a toast what it did or why it could not.
 */
export function useActivityFormHelpers(form: UseFormReturn<ActivityFormValues>) {
  const { t } = useTranslation('admin-activities');
  const helpers = useAdminHelpers();
  const importer = useImportFromUrl();
  const translator = useTranslateToEnglish();
  const uploader = useUploadActivityImage();
  const generator = useGenerateCover();

  /** Writes helper results into the form as if typed; checked again if the form was already submitted. */
  const apply = (changes: Partial<ActivityFormValues>) => {
    const validate = form.formState.isSubmitted;
    for (const [key, value] of Object.entries(changes) as [ActivityFormField, never][]) {
      form.setValue(key, value, { shouldDirty: true, shouldValidate: validate });
    }
  };
  const failed = (title: string, error: unknown) =>
    toast({
      title,
      description: error instanceof Error && error.message ? error.message : t('toasts.failedFallback'),
      variant: 'destructive',
    });

  const importFromUrl = async () => {
    const url = form.getValues('sourceUrl').trim();
    if (!url) {
      toast({ title: t('toasts.noUrl'), description: t('toasts.noUrlDescription'), variant: 'destructive' });
      return;
    }
    try {
      apply(importToForm(await importer.mutateAsync(url)));
      toast({ title: t('toasts.imported'), description: t('toasts.importedDescription') });
    } catch (error) {
      failed(t('toasts.importFailed'), error);
    }
  };

  const translate = async () => {
    const request = translationRequest(form.getValues());
    if (Object.keys(request).length === 0) {
      toast({
        title: t('toasts.nothingToTranslate'),
        description: t('toasts.nothingToTranslateDescription'),
      });
      return;
    }
    try {
      apply(translationToForm(await translator.mutateAsync(request)));
      toast({ title: t('toasts.translated'), description: t('toasts.translatedDescription') });
    } catch (error) {
      failed(t('toasts.translateFailed'), error);
    }
  };

  const upload = async (file: File) => {
    // Checked here first so a wrong file is said at once, in the server's own words; the server checks
    // the bytes again.
    const problem = imageFileProblem(file);
    if (problem) {
      toast({
        title: t('toasts.uploadFailed'),
        description: problem[currentLanguage()],
        variant: 'destructive',
      });
      return;
    }
    try {
      const stored = await uploader.mutateAsync(file);
      apply({ image: { id: stored.id, url: stored.url, changed: true } });
    } catch (error) {
      failed(t('toasts.uploadFailed'), error);
    }
  };

  const generate = async () => {
    const { title, description, category } = form.getValues();
    if (!title.trim()) {
      toast({
        title: t('toasts.missingInfo'),
        description: t('toasts.missingInfoDescription'),
        variant: 'destructive',
      });
      return;
    }
    try {
      const stored = await generator.mutateAsync({ title: title.trim(), description, category });
      apply({ image: { id: stored.id, url: stored.url, changed: true } });
      toast({ title: t('toasts.imageReady'), description: t('toasts.imageReadyDescription') });
    } catch (error) {
      failed(t('toasts.generateFailed'), error);
    }
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
    media: {
      onUpload: upload,
      uploading: uploader.isPending,
      onGenerate: generate,
      generating: generator.isPending,
      coverGeneration: helpers.data?.coverGeneration ?? null,
    },
  };
}
