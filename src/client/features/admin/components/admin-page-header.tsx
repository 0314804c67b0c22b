import { Plus } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface AdminPageHeaderProps {
  title: string;
  description: string;
  /** The page's "new" button: full width on a phone, beside the title from a tablet up. */
  create?: { label: string; onClick: () => void };
  /** Lets the page move the focus to its heading (e.g. when the last row it could go to is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The heading of an admin list page, with what it is for and, where one can be made, a "new" button. */
export function AdminPageHeader({ title, description, create, headingRef }: AdminPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={cn('text-3xl font-bold tracking-tight', headingRef && 'focus:outline-none')}
        >
          {title}
        </h1>
        <p className="mt-1 text-neutral-600">{description}</p>
      </div>
      {create ? (
        <Button onClick={create.onClick} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          {create.label}
        </Button>
      ) : null}
    </div>
  );
}
