import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { imageFileProblem } from '../../../../domain/images';
import type { PortalOverview } from '../../../../domain/portals';
import { isValidationMessageKey } from '../../../../domain/validation-messages';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { currentLanguage, useLanguage } from '../../../lib/i18n';
import {
  ACTIVITY_FORM_TABS,
  type ActivityFormField,
  type ActivityFormTab,
  type ActivityFormValues,
  activityToFormValues,
  emptyActivityFormValues,
  FIELD_TABS,
  type FormIssue,
  firstFieldOnTab,
  firstTabWithError,
  formValuesToPayload,
  importToForm,
  issuesFromServer,
  translationRequest,
  translationToForm,
  validateActivityForm,
} from '../activity-form-values';
import {
  useActivityForEdit,
  useAdminHelpers,
  useGenerateCover,
  useImportFromUrl,
  usePortalOverview,
  useSaveActivity,
  useTranslateToEnglish,
  useUploadActivityImage,
} from '../api';
import { nameList } from '../name-list';
import { BasicTab, LocationTab } from './activity-form-basic-tab';
import { DetailsTab } from './activity-form-details-tab';
import { MediaTab } from './activity-form-media-tab';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

interface ActivityFormDialogProps {
  open: boolean;
  /** The activity to edit; null for "new activity". */
  activityId: number | null;
  onClose: () => void;
}

/**
 * Spec 2.11 and 4.2: Admin → Activiteiten → new or edit, in four tabs. On a phone it is a full-height
 * sheet whose middle scrolls, so the tabs and the buttons stay in reach. Closing with unsaved changes
 * (Escape, the X, the overlay, Annuleren) asks first.
 */
export function ActivityFormDialog({ open, activityId, onClose }: ActivityFormDialogProps) {
  const { t } = useTranslation('admin-activities');
  const dirty = useRef(false);
  const [askDiscard, setAskDiscard] = useState(false);
  // The same query the form loads from (shared by key), for the title in the description.
  const editTitle = useActivityForEdit(open ? activityId : null).data?.title;

  const close = () => {
    dirty.current = false;
    setAskDiscard(false);
    onClose();
  };
  const requestClose = () => (dirty.current ? setAskDiscard(true) : close());

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? undefined : requestClose())}>
        <DialogContent
          className={cn(
            'flex flex-col gap-0 overflow-hidden p-0 sm:max-w-3xl',
            'max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-none',
            'max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0',
          )}
        >
          <DialogHeader className="px-4 pt-5 pb-3 sm:px-6 sm:pt-6">
            <DialogTitle>{activityId === null ? t('form.createTitle') : t('form.editTitle')}</DialogTitle>
            <DialogDescription>
              {activityId === null || !editTitle
                ? t('form.createDescription')
                : t('form.editDescription', { title: editTitle })}
            </DialogDescription>
          </DialogHeader>
          {/* Mounted only while open, so every opening starts from fresh values. */}
          {open ? (
            <ActivityFormLoader
              activityId={activityId}
              onDone={close}
              onCancel={requestClose}
              onDirtyChange={(value) => {
                dirty.current = value;
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDeleteDialog
        open={askDiscard}
        title={t('form.discard.title')}
        description={t('form.discard.description')}
        cancel={t('form.discard.keep')}
        confirm={t('form.discard.confirm')}
        pending={t('form.discard.confirm')}
        isPending={false}
        onConfirm={close}
        onClose={() => setAskDiscard(false)}
      />
    </>
  );
}

interface LoaderProps {
  activityId: number | null;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Waits for what the form starts from: the portals (the first is the default) and, to edit, the activity. */
function ActivityFormLoader({ activityId, ...props }: LoaderProps) {
  const { t } = useTranslation('admin-activities');
  const portals = usePortalOverview();
  const activity = useActivityForEdit(activityId);
  if (portals.isPending || (activityId !== null && activity.isPending)) {
    return <LoadingState label={t('form.loading')} className="py-16" />;
  }
  if (activityId !== null && !activity.data) {
    return (
      <ErrorState
        title={t('form.loadError')}
        text={activity.error instanceof Error ? activity.error.message : t('form.loadError')}
        retryLabel={t('form.retry')}
        onRetry={() => void activity.refetch()}
        className="px-4 py-14"
      />
    );
  }
  const portalList = portals.data ?? [];
  const initial = activity.data
    ? activityToFormValues(activity.data)
    : emptyActivityFormValues(portalList[0]?.id ?? null);
  return <ActivityForm activityId={activityId} initial={initial} portals={portalList} {...props} />;
}

interface ActivityFormProps extends Omit<LoaderProps, 'activityId'> {
  activityId: number | null;
  initial: ActivityFormValues;
  portals: readonly PortalOverview[];
}

function ActivityForm({ activityId, initial, portals, onDone, onCancel, onDirtyChange }: ActivityFormProps) {
  const { t } = useTranslation('admin-activities');
  const lang = useLanguage();
  const [tab, setTab] = useState<ActivityFormTab>('basic');
  const [focusRequest, setFocusRequest] = useState<{ field: ActivityFormField } | null>(null);

  /** The message under a field: domain keys stay keys (FieldError translates them), the form's own are said here. */
  const messageOf = useCallback(
    (message: string) =>
      isValidationMessageKey(message) ? message : t(`form.errors.${message}`, { defaultValue: message }),
    [t],
  );

  // One schema with the server: the form's values become the payload, and activityCreateSchema judges it.
  const resolver = useCallback<Resolver<ActivityFormValues>>(
    async (values) => {
      const issues = validateActivityForm(values);
      if (issues.length === 0) return { values, errors: {} };
      return { values: {}, errors: toFieldErrors(issues, messageOf) };
    },
    [messageOf],
  );

  const form = useForm<ActivityFormValues>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors, isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // A field on a hidden tab can be focused only once its tab shows: the request waits for the render.
  useEffect(() => {
    if (focusRequest && FIELD_TABS[focusRequest.field] === tab) {
      form.setFocus(focusRequest.field);
      // Into the middle of the scrolling area, so the field's label above it shows too.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== document.body)
        focused.scrollIntoView({ block: 'center' });
      setFocusRequest(null);
    }
  }, [focusRequest, tab, form]);

  const showFirstError = (fields: ActivityFormField[]) => {
    const firstTab = firstTabWithError(fields);
    if (!firstTab) return;
    const field = firstFieldOnTab(fields, firstTab);
    setTab(firstTab);
    if (field) setFocusRequest({ field });
  };

  const save = useSaveActivity();
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync({ id: activityId, payload: formValuesToPayload(values) });
        toast(
          activityId === null
            ? {
                title: t('toasts.created'),
                description: t('toasts.createdDescription', { title: saved.title }),
              }
            : {
                title: t('toasts.updated'),
                // Who was told of a new time or place by e-mail; nothing about mail when nobody was.
                description: saved.emailedParticipants?.length
                  ? t('toasts.updatedEmailed', {
                      title: saved.title,
                      count: saved.emailedParticipants.length,
                      names: nameList(saved.emailedParticipants, lang, (count) => t('others', { count })),
                    })
                  : t('toasts.updatedDescription', { title: saved.title }),
              },
        );
        onDirtyChange(false);
        onDone();
      } catch (error) {
        const issues = error instanceof ApiError ? issuesFromServer(error.issues, values) : [];
        for (const issue of issues) {
          form.setError(issue.field, { type: 'server', message: messageOf(issue.message) });
        }
        showFirstError(issues.map((i) => i.field));
        toast({
          title: t('toasts.saveFailed'),
          description:
            error instanceof Error && error.message ? error.message : t('toasts.saveFailedFallback'),
          variant: 'destructive',
        });
      }
    },
    (invalid) => showFirstError(Object.keys(invalid) as ActivityFormField[]),
  );

  const helpers = useAdminHelpers();
  const translateUnavailable = helpers.data?.translation.available ? null : t('form.translateUnavailable');
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

  const tabsWithErrors = new Set(
    (Object.keys(errors) as ActivityFormField[]).filter((f) => f in FIELD_TABS).map((f) => FIELD_TABS[f]),
  );
  const pending = save.isPending;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={activityId === null ? t('form.createTitle') : t('form.editTitle')}
        className="flex min-h-0 flex-1 flex-col"
      >
        <Tabs
          value={tab}
          onValueChange={(value) => setTab(value as ActivityFormTab)}
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="px-4 sm:px-6">
            <TabsList aria-label={t('form.tabsLabel')} className="grid w-full grid-cols-4">
              {ACTIVITY_FORM_TABS.map((name) => {
                const invalid = tabsWithErrors.has(name);
                const label = t(`form.tabs.${name}`);
                return (
                  <TabsTrigger
                    key={name}
                    value={name}
                    // The red dot is for the eye; screen readers hear 'Locatie, bevat fouten'.
                    aria-label={invalid ? `${label}, ${t('form.tabHasErrors')}` : undefined}
                    className={cn('relative gap-1.5 px-2', invalid && 'text-red-700')}
                    data-invalid={invalid || undefined}
                  >
                    {label}
                    {invalid ? (
                      <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-red-600" />
                    ) : null}
                  </TabsTrigger>
                );
              })}
            </TabsList>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-1 pb-6 sm:px-6">
            {/* Every tab stays mounted (hidden when inactive) so its fields keep their place and refs. */}
            <TabsContent value="basic" forceMount className="data-[state=inactive]:hidden">
              <BasicTab
                portals={portals}
                onImport={importFromUrl}
                importing={importer.isPending}
                onTranslate={translate}
                translating={translator.isPending}
                translateUnavailable={helpers.isPending ? null : translateUnavailable}
              />
            </TabsContent>
            <TabsContent value="details" forceMount className="data-[state=inactive]:hidden">
              <DetailsTab />
            </TabsContent>
            <TabsContent value="location" forceMount className="data-[state=inactive]:hidden">
              <LocationTab />
            </TabsContent>
            <TabsContent value="media" forceMount className="data-[state=inactive]:hidden">
              <MediaTab
                onUpload={upload}
                uploading={uploader.isPending}
                onGenerate={generate}
                generating={generator.isPending}
                coverGeneration={helpers.data?.coverGeneration ?? null}
              />
            </TabsContent>
          </div>
        </Tabs>
        {/* Side by side also on a phone: two stacked buttons would take a fifth of the sheet. */}
        <DialogFooter className="flex-row justify-end border-t border-neutral-200 bg-white px-4 py-3 sm:px-6">
          <Button variant="outline" onClick={onCancel} disabled={pending} className="flex-1 sm:flex-none">
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={pending} className="flex-1 sm:flex-none">
            {activityId === null
              ? pending
                ? t('form.creating')
                : t('form.create')
              : pending
                ? t('form.saving')
                : t('form.save')}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

function toFieldErrors(
  issues: readonly FormIssue[],
  messageOf: (message: string) => string,
): FieldErrors<ActivityFormValues> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) errors[issue.field] = { type: 'validation', message: messageOf(issue.message) };
  return errors as FieldErrors<ActivityFormValues>;
}
