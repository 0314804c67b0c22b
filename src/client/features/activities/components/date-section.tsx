import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

/** What a section of the detail page about the chosen date is given. */
export interface ChosenDateProps {
  activityId: number;
  /** The chosen date (null: the next date, or a one-time activity's only one). */
  date: string | null;
  /** The dates are known, so `date` will not change from null to the first date any more. */
  ready: boolean;
}

/** A box of the detail page about the chosen date's people: its title with an icon, then its content. */
export function DateSection({
  id,
  titleId,
  icon: Icon,
  title,
  className,
  children,
}: {
  id?: string;
  titleId: string;
  icon: LucideIcon;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn('rounded-2xl border border-neutral-200 bg-white p-5', className)}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <Icon className="size-5 text-yellow-700" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section's people are not read yet: a spinner, or (said at once) that reading them failed. */
export function DateSectionWaiting({ failed, errorText }: { failed: boolean; errorText: string }) {
  return failed ? (
    <p role="alert" className="mt-3 text-sm text-red-700">
      {errorText}
    </p>
  ) : (
    <Spinner className="mt-4" />
  );
}
