import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast';
import { useLanguage } from '../../../lib/i18n';
import { type AdminActivityRow, useDeleteActivity, useDeletionAudience } from '../api';
import { nameList } from '../name-list';
import { ConfirmDeleteDialog, confirmDeleteTexts } from './confirm-delete-dialog';

/** Spec 2.11: a deleted activity cannot come back, so it is asked first. */
export function DeleteActivityDialog({
  activity,
  title,
  onDeleted,
  onClose,
}: {
  activity: AdminActivityRow | null;
  /** The title as the row shows it (in the interface language). */
  title: string;
  /** Told when the activity is gone (before onClose), so the list can place the focus. */
  onDeleted?: (activity: AdminActivityRow) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-activities');
  const remove = useDeleteActivity();
  // After a deletion the button that opened the dialog is gone with its row: the page places the focus
  // (onDeleted), and Radix must not move it again when the dialog has closed.
  const deleted = useRef(false);

  const onConfirm = () => {
    if (!activity) return;
    remove.mutate(activity.id, {
      onSuccess: () => {
        deleted.current = onDeleted !== undefined;
        onDeleted?.(activity);
        toast({ title: t('deleted'), description: t('deletedDescription', { title }) });
        onClose();
      },
      onError: (error) =>
        toast({
          title: t('deleteFailed'),
          description: error.message || t('deleteFailedFallback'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={activity !== null}
      texts={confirmDeleteTexts(t, 'deleteDialog')}
      isPending={remove.isPending}
      lockWhilePending
      onConfirm={onConfirm}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        if (deleted.current) event.preventDefault();
        deleted.current = false;
      }}
    >
      <p className="font-semibold break-words">{title}</p>
      <DeletionAudienceText activityId={activity?.id ?? null} />
    </ConfirmDeleteDialog>
  );
}

/**
 * Who the deletion concerns, before it is confirmed: the participants by name, and which of them will
 * get an e-mail that it no longer takes place (their switches on, still to come, mail configured).
 */
function DeletionAudienceText({ activityId }: { activityId: number | null }) {
  const { t } = useTranslation('admin-activities');
  const lang = useLanguage();
  const audience = useDeletionAudience(activityId);
  const others = (count: number) => t('others', { count });
  const live = 'text-sm text-neutral-800';
  if (audience.isPending) {
    return (
      <p className={live} role="status">
        {t('deleteDialog.audienceLoading')}
      </p>
    );
  }
  if (audience.isError) {
    return <p className={live}>{t('deleteDialog.audienceUnknown')}</p>;
  }
  const { participants, notified } = audience.data;
  if (participants.length === 0) {
    return (
      <p className={live} data-testid="deletion-audience">
        {t('deleteDialog.noParticipants')}
      </p>
    );
  }
  return (
    <div className={live} data-testid="deletion-audience">
      <p>
        {t('deleteDialog.participants', {
          count: participants.length,
          names: nameList(participants, lang, others),
        })}
      </p>
      <p className="mt-1">
        {notified.length === 0
          ? t('deleteDialog.nobodyNotified')
          : notified.length === participants.length
            ? t('deleteDialog.allNotified', { count: notified.length })
            : t('deleteDialog.someNotified', {
                count: notified.length,
                names: nameList(notified, lang, others),
              })}
      </p>
    </div>
  );
}
