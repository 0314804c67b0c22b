import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** Inside a link: its name, a line about it, and the chevron that says the link leads on. */
export function LinkRowText({
  title,
  text,
  titleClassName,
}: {
  title: ReactNode;
  text: ReactNode;
  titleClassName?: string;
}) {
  return (
    <>
      <span className="min-w-0 flex-1">
        <span className={cn('block font-semibold', titleClassName)}>{title}</span>
        <span className="block text-sm text-neutral-600">{text}</span>
      </span>
      <ChevronRight className="size-5 shrink-0" aria-hidden="true" />
    </>
  );
}
