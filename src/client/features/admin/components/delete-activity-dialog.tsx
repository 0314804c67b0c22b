import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast';
import { type AdminActivityRow, useDeleteActivity } from '../api';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

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

  const onConfirm = () => {
    if (!activity) return;
    remove.mutate(activity.id, {
      onSuccess: () => {
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
      title={t('deleteDialog.title')}
      description={t('deleteDialog.description')}
      cancel={t('deleteDialog.cancel')}
      confirm={t('deleteDialog.confirm')}
      pending={t('deleteDialog.pending')}
      isPending={remove.isPending}
      lockWhilePending
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="font-semibold break-words">{title}</p>
    </ConfirmDeleteDialog>
  );
}
