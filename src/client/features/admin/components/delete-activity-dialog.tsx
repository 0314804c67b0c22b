import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { type AdminActivityRow, useDeleteActivity } from '../api';

/** Spec 2.11: a deleted activity cannot come back, so it is asked first. */
export function DeleteActivityDialog({
  activity,
  title,
  onClose,
}: {
  activity: AdminActivityRow | null;
  /** The title as the row shows it (in the interface language). */
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-activities');
  const remove = useDeleteActivity();

  const onConfirm = () => {
    if (!activity) return;
    remove.mutate(activity.id, {
      onSuccess: () => {
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
    <Dialog
      open={activity !== null}
      onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}
    >
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('deleteDialog.title')}</DialogTitle>
          <DialogDescription>{t('deleteDialog.description')}</DialogDescription>
        </DialogHeader>
        <p className="font-semibold break-words">{title}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t('deleteDialog.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending ? t('deleteDialog.pending') : t('deleteDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
