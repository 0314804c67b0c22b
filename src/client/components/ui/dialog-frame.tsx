import type { ComponentProps, ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

interface DialogFrameProps extends Omit<ComponentProps<typeof DialogContent>, 'title'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The control that opens the dialog, for a dialog that is not opened from state. */
  trigger?: ReactNode;
  /** The buttons at the bottom. A form keeps its submit button inside itself and brings its own DialogFooter. */
  footer?: ReactNode;
  headerClassName?: string;
}

/**
 * What every dialog has: the title and the description that name it (Radix reads them out), its body,
 * and its buttons. The rest of the props go to the dialog's content (its role, width, focus handling).
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  footer,
  headerClassName,
  children,
  ...contentProps
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent {...contentProps}>
        <DialogHeader className={headerClassName}>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}
