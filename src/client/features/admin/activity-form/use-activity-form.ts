import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActivityCreateInput } from '../../../../domain/activities/input';
import type { LikelyDuplicate } from '../../../../domain/proposals';
import { isValidationMessageKey } from '../../../../domain/validation-messages';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { useSaveActivity } from '../api';
import { nameList } from '../name-list';
import {
  type ActivityFormField,
  type ActivityFormTab,
  type ActivityFormValues,
  FIELD_TABS,
} from './form-values';
import {
  type FormIssue,
  firstFieldOnTab,
  firstTabWithError,
  issuesFromServer,
  validateActivityForm,
} from './issues';
import { duplicatesBeforeSaving } from './likely-duplicates';
import { formValuesToPayload } from './to-payload';

/** A save other than POST /api/activities: approving a member's proposal as edited (issue #44). */
export type ActivitySave = (payload: ActivityCreateInput) => Promise<{ title: string }>;

interface UseActivityFormOptions {
  /** The activity to save; null for a new one. */
  activityId: number | null;
  initial: ActivityFormValues;
  /** Saves instead of POST /api/activities (a new activity only). */
  save?: ActivitySave;
  /** After a save: the dialog closes. */
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The activity form's state: the values (react-hook-form) checked by the server's own schema, the tab
 * shown, and the save. An invalid form, or a save the server refuses, opens the first tab with an issue
 * and focuses its first field.
 */
export function useActivityForm({
  activityId,
  initial,
  save: ownSave,
  onDone,
  onDirtyChange,
}: UseActivityFormOptions) {
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
  // Issue #44: activities that look like this one are shown once before saving; saving again saves.
  const [duplicates, setDuplicates] = useState<LikelyDuplicate[]>([]);
  const duplicatesShown = useRef('');
  const [checking, setChecking] = useState(false);
  const onSubmit = form.handleSubmit(
    async (values) => {
      const payload = formValuesToPayload(values);
      setChecking(true);
      const found = await duplicatesBeforeSaving(payload, activityId).finally(() => setChecking(false));
      const key = found.map((duplicate) => duplicate.id).join(',');
      setDuplicates(found);
      if (found.length > 0 && key !== duplicatesShown.current) {
        duplicatesShown.current = key;
        return;
      }
      try {
        const saved: { title: string; emailedParticipants?: string[] } =
          ownSave && activityId === null
            ? await ownSave(payload)
            : await save.mutateAsync({ id: activityId, payload });
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

  const tabsWithErrors = new Set(
    (Object.keys(errors) as ActivityFormField[]).filter((f) => f in FIELD_TABS).map((f) => FIELD_TABS[f]),
  );

  return {
    form,
    tab,
    setTab,
    tabsWithErrors,
    onSubmit,
    saving: save.isPending || checking || form.formState.isSubmitting,
    duplicates,
  };
}

function toFieldErrors(
  issues: readonly FormIssue[],
  messageOf: (message: string) => string,
): FieldErrors<ActivityFormValues> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) errors[issue.field] = { type: 'validation', message: messageOf(issue.message) };
  return errors as FieldErrors<ActivityFormValues>;
}
