import { type ReactNode, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PortalOverview } from '../../../../domain/portals';
import { LoadingState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import {
  ACTIVITY_FORM_TABS,
  type ActivityFormTab,
  type ActivityFormValues,
  emptyActivityFormValues,
} from '../activity-form/form-values';
import { activityToFormValues } from '../activity-form/from-activity';
import { type ActivitySave, useActivityForm } from '../activity-form/use-activity-form';
import { useActivityFormHelpers } from '../activity-form/use-activity-form-helpers';
import { useActivityForEdit, usePortalOverview } from '../api';
import { HistoryTab } from '../history/history-tab';
import { BasicTab, LocationTab } from './activity-form-basic-tab';
import { DetailsTab } from './activity-form-details-tab';
import { MediaTab } from './activity-form-media-tab';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { submitText } from './form-buttons';
import { LikelyDuplicatesWarning } from './likely-duplicates-warning';
import { QueryErrorState } from './query-error-state';

interface ActivityFormDialogProps {
  open: boolean;
  /** The activity to edit; null for "new activity". */
  activityId: number | null;
  onClose: () => void;
  /**
   * A new activity that starts from these values and is saved by `save` instead of POST /api/activities:
   * a member's proposal, approved after editing (issue #44).
   */
  proposal?: { initial: ActivityFormValues; save: ActivitySave; title: string };
}

/**
 * Spec 2.11 and 4.2: Admin → Activiteiten → new or edit, in four tabs. On a phone it is a full-height
 * sheet whose middle scrolls, so the tabs and the buttons stay in reach. Closing with unsaved changes
 * (Escape, the X, the overlay, Annuleren) asks first.
 */
export function ActivityFormDialog({ open, activityId, onClose, proposal }: ActivityFormDialogProps) {
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
      <DialogFrame
        open={open}
        onOpenChange={(next) => (next ? undefined : requestClose())}
        className={cn(
          'flex flex-col gap-0 overflow-hidden p-0 sm:max-w-3xl',
          'max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-none',
          'max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0',
        )}
        headerClassName="px-4 pt-5 pb-3 sm:px-6 sm:pt-6"
        title={proposal ? proposal.title : activityId === null ? t('form.createTitle') : t('form.editTitle')}
        description={
          activityId === null || !editTitle
            ? t('form.createDescription')
            : t('form.editDescription', { title: editTitle })
        }
      >
        {/* Mounted only while open, so every opening starts from fresh values. */}
        {open ? (
          <ActivityFormLoader
            activityId={activityId}
            proposal={proposal}
            onDone={close}
            onCancel={requestClose}
            onDirtyChange={(value) => {
              dirty.current = value;
            }}
          />
        ) : null}
      </DialogFrame>
      <ConfirmDeleteDialog
        open={askDiscard}
        texts={{
          title: t('form.discard.title'),
          description: t('form.discard.description'),
          cancel: t('form.discard.keep'),
          confirm: t('form.discard.confirm'),
          pending: t('form.discard.confirm'),
        }}
        isPending={false}
        onConfirm={close}
        onClose={() => setAskDiscard(false)}
      />
    </>
  );
}

interface LoaderProps {
  activityId: number | null;
  proposal?: ActivityFormDialogProps['proposal'];
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Waits for what the form starts from: the portals (the first is the default) and, to edit, the activity. */
function ActivityFormLoader({ activityId, proposal, ...props }: LoaderProps) {
  const { t } = useTranslation('admin-activities');
  const portals = usePortalOverview();
  const activity = useActivityForEdit(activityId);
  if (portals.isPending || (activityId !== null && activity.isPending)) {
    return <LoadingState label={t('form.loading')} className="py-16" />;
  }
  if (activityId !== null && !activity.data) {
    return (
      <QueryErrorState
        query={activity}
        title={t('form.loadError')}
        retryLabel={t('form.retry')}
        className="px-4 py-14"
      />
    );
  }
  const portalList = portals.data ?? [];
  const initial = activity.data
    ? activityToFormValues(activity.data)
    : (proposal?.initial ?? emptyActivityFormValues(portalList[0]?.id ?? null));
  return (
    <ActivityForm
      activityId={activityId}
      initial={initial}
      portals={portalList}
      save={proposal?.save}
      {...props}
    />
  );
}

interface ActivityFormProps extends Omit<LoaderProps, 'activityId' | 'proposal'> {
  activityId: number | null;
  save?: ActivitySave;
  initial: ActivityFormValues;
  portals: readonly PortalOverview[];
}

function ActivityForm({
  activityId,
  initial,
  portals,
  save,
  onDone,
  onCancel,
  onDirtyChange,
}: ActivityFormProps) {
  const { t } = useTranslation('admin-activities');
  const {
    form,
    tab,
    setTab,
    tabsWithErrors,
    onSubmit,
    saving: pending,
    duplicates,
  } = useActivityForm({
    activityId,
    initial,
    save,
    onDone,
    onDirtyChange,
  });
  const helpers = useActivityFormHelpers(form);
  // The history is no part of the form: a fifth tab when editing, read when first opened.
  const [showHistory, setShowHistory] = useState(false);
  const [historySeen, setHistorySeen] = useState(false);
  const panels: Record<ActivityFormTab, ReactNode> = {
    basic: <BasicTab portals={portals} {...helpers.basic} />,
    details: <DetailsTab />,
    location: <LocationTab {...helpers.location} />,
    media: <MediaTab {...helpers.media} />,
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => {
          // A save shows the form again (and the tab with a problem, if any).
          setShowHistory(false);
          return onSubmit(event);
        }}
        noValidate
        aria-label={activityId === null ? t('form.createTitle') : t('form.editTitle')}
        className="flex min-h-0 flex-1 flex-col"
      >
        <Tabs
          value={showHistory ? 'history' : tab}
          onValueChange={(value) => {
            setShowHistory(value === 'history');
            if (value === 'history') setHistorySeen(true);
            else setTab(value as ActivityFormTab);
          }}
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="px-4 sm:px-6">
            <TabsList
              aria-label={t('form.tabsLabel')}
              className={cn(
                'grid w-full',
                activityId === null ? 'grid-cols-4' : 'grid-cols-[repeat(4,minmax(0,1fr))_auto]',
              )}
            >
              {ACTIVITY_FORM_TABS.map((name) => {
                const invalid = tabsWithErrors.has(name);
                const label = t(`form.tabs.${name}`);
                return (
                  <TabsTrigger
                    key={name}
                    value={name}
                    // The red dot is for the eye; screen readers hear 'Locatie, bevat fouten'.
                    aria-label={invalid ? `${label}, ${t('form.tabHasErrors')}` : undefined}
                    className={cn(
                      'relative gap-1.5 px-2',
                      // Five tabs on a phone: smaller words, so "Geschiedenis" fits its fifth.
                      activityId !== null && 'px-1 text-xs sm:px-2 sm:text-sm',
                      invalid && 'text-red-700',
                    )}
                    data-invalid={invalid || undefined}
                  >
                    {label}
                    {invalid ? (
                      <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-red-600" />
                    ) : null}
                  </TabsTrigger>
                );
              })}
              {activityId !== null ? (
                <TabsTrigger value="history" className="px-1 text-xs sm:px-2 sm:text-sm">
                  {t('admin-history:tab')}
                </TabsTrigger>
              ) : null}
            </TabsList>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-1 pb-6 sm:px-6">
            {/* Every tab stays mounted (hidden when inactive) so its fields keep their place and refs. */}
            {ACTIVITY_FORM_TABS.map((name) => (
              <TabsContent key={name} value={name} forceMount className="data-[state=inactive]:hidden">
                {panels[name]}
              </TabsContent>
            ))}
            {activityId !== null ? (
              <TabsContent value="history" forceMount className="data-[state=inactive]:hidden">
                <HistoryTab activityId={activityId} active={historySeen} portals={portals} />
              </TabsContent>
            ) : null}
          </div>
        </Tabs>
        <LikelyDuplicatesWarning duplicates={duplicates} activityId={activityId} />
        {/* Side by side also on a phone: two stacked buttons would take a fifth of the sheet. */}
        <DialogFooter className="flex-row justify-end border-t border-neutral-200 bg-white px-4 py-3 sm:px-6">
          <Button variant="outline" onClick={onCancel} disabled={pending} className="flex-1 sm:flex-none">
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={pending} className="flex-1 sm:flex-none">
            {submitText(t, activityId !== null, pending)}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
