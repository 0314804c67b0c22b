import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A row's kind in a pill (a user's role, a portal's type): the weightier kind dark, the other light. */
export function KindBadge({ dark, children }: { dark: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        dark ? 'bg-neutral-900 text-white' : 'bg-neutral-100 text-neutral-800',
      )}
    >
      {children}
    </span>
  );
}
