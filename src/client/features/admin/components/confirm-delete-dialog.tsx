import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';

export interface ConfirmDeleteTexts {
  title: string;
  description: string;
  cancel: string;
  confirm: string;
  /** The confirm button's text while the delete is under way. */
  pending: string;
}

/** The texts of one locale group that holds them under these five keys (`deleteDialog`, `delete`). */
export function confirmDeleteTexts(
  t: (key: string, values?: Record<string, string>) => string,
  group: string,
  values?: Record<string, string>,
): ConfirmDeleteTexts {
  return {
    title: t(`${group}.title`),
    description: t(`${group}.description`, values),
    cancel: t(`${group}.cancel`),
    confirm: t(`${group}.confirm`),
    pending: t(`${group}.pending`),
  };
}

interface ConfirmDeleteDialogProps {
  open: boolean;
  texts: ConfirmDeleteTexts;
  /** Shown under the description, e.g. the title of what goes. */
  children?: ReactNode;
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
  texts: { title, description, cancel, confirm, pending },
  children,
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
