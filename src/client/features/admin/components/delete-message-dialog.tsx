import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../../../../domain/contact';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteMessage } from '../api';
import { ConfirmDeleteDialog, confirmDeleteTexts } from './confirm-delete-dialog';

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
    <ConfirmDeleteDialog
      open={message !== null}
      texts={confirmDeleteTexts(t, 'deleteDialog', { name: message?.name ?? '' })}
      isPending={remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
