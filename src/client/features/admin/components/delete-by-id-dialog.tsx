import { type ToastOptions, toast } from '../../../components/ui/use-toast';
import { ConfirmDeleteDialog, type ConfirmDeleteTexts } from './confirm-delete-dialog';

/** What the dialog needs of a delete mutation (useDeleteUser, useDeleteMessage). */
interface DeleteMutation {
  mutate: (id: number, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

interface DeleteByIdDialogProps {
  /** The id of what goes; null while the dialog is closed. */
  id: number | null;
  remove: DeleteMutation;
  texts: ConfirmDeleteTexts;
  /** The toast once it is gone. */
  deleted: ToastOptions;
  /** The toast's title when the server refuses; its text is the server's reason. */
  failed: string;
  onClose: () => void;
}

/** The delete question for a row that goes by its id: deleted, it says so and closes; refused, it says why. */
export function DeleteByIdDialog({ id, remove, texts, deleted, failed, onClose }: DeleteByIdDialogProps) {
  const onConfirm = () => {
    if (id === null) return;
    remove.mutate(id, {
      onSuccess: () => {
        toast(deleted);
        onClose();
      },
      onError: (error) => toast({ title: failed, description: error.message, variant: 'destructive' }),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={id !== null}
      texts={texts}
      isPending={remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
