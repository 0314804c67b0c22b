import { type ReactNode, Suspense, useState } from 'react';

/**
 * A dialog whose code is a chunk of its own, fetched when it is first opened, so a page's first load
 * does without it. From then on it stays mounted: closing animates and reopening is instant.
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    mounted,
    /** What the dialog itself is given. */
    props: { open, onOpenChange: setOpen },
    show: () => {
      setMounted(true);
      setOpen(true);
    },
  };
}

/** The dialog (a `lazy` component) once it has been opened; nothing while its chunk loads. */
export function LazyDialog({ dialog, children }: { dialog: { mounted: boolean }; children: ReactNode }) {
  return dialog.mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
