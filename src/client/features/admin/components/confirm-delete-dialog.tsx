import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** Shown under the description, e.g. the title of what goes. */
  children?: ReactNode;
  cancel: string;
  confirm: string;
  /** The confirm button's text while the delete is under way. */
  pending: string;
  isPending: boolean;
  /** Keep the dialog open while the delete is under way (Escape and the overlay do nothing). */
  lockWhilePending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes; Radix returns it to the button that opened it unless prevented. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The admin's "this cannot be undone" question before a delete: one for users, messages and activities. */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  children,
  cancel,
  confirm,
  pending,
  isPending,
  lockWhilePending = false,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: ConfirmDeleteDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next || (lockWhilePending && isPending) ? undefined : onClose())}
      role="alertdialog"
      onCloseAutoFocus={onCloseAutoFocus}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            {cancel}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
            {isPending ? pending : confirm}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
