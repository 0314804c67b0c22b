import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../../../../domain/contact';
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
import { useDeleteMessage } from '../api';

/** A deleted message cannot come back: asked first. */
export function DeleteMessageDialog({
  message,
  onClose,
}: {
  message: ContactMessage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-messages');
  const remove = useDeleteMessage();

  const onConfirm = () => {
    if (!message) return;
    remove.mutate(message.id, {
      onSuccess: () => {
        toast({ title: t('deleted') });
        onClose();
      },
      onError: (error) =>
        toast({ title: t('deleteFailed'), description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('deleteDialog.title')}</DialogTitle>
          <DialogDescription>
            {t('deleteDialog.description', { name: message?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
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
