import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

// What a page shows while its data loads, when loading failed, and when there is nothing to show: one
// look for every list and page. `className` adjusts the spacing to the surrounding box.

/** The whole page waits (session, lazy route, one record). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}

/** A section waits; `label` is what a screen reader hears. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex justify-center py-20', className)}>
      <Spinner label={label} />
    </div>
  );
}

interface ErrorStateProps {
  title: string;
  text?: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

/** Loading failed: said at once (role alert), with a button that asks again. */
export function ErrorState({ title, text, retryLabel, onRetry, className }: ErrorStateProps) {
  return (
    <div className={cn('flex flex-col items-center py-16 text-center', className)} role="alert">
      <CircleAlert className="mb-3 size-10 text-red-600" aria-hidden="true" />
      <p className="font-semibold">{title}</p>
      {text ? <p className="mt-1 text-neutral-600">{text}</p> : null}
      <Button className="mt-6" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text?: string;
  /** E.g. "clear the search". */
  action?: ReactNode;
  className?: string;
}

/** Nothing matches: what happened, and where useful what to try next. */
export function EmptyState({ icon: Icon, title, text, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center py-16 text-center', className)}>
      <Icon className="mb-3 size-10 text-neutral-400" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      {text ? <p className="mt-1 text-neutral-600">{text}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
