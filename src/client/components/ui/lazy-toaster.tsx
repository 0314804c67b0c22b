import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast';

// Radix Toast (and the region it renders) is fetched with the first toast: most visits show none, and
// it would otherwise be part of every page's first load. The Toaster starts from the store's current
// toasts, so the first one shows once its chunk is in; it stays mounted afterwards.
const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
