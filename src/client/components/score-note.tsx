import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface ScoreNoteProps {
  /** The heading's id; the note is labelled by it. */
  id: string;
  title: string;
  /** The heading's level where the note stands: an h3 inside a section, an h2 beside others. */
  heading: 'h2' | 'h3';
  /** An aside beside the running text, or a section of its own. */
  as: 'aside' | 'section';
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/** The yellow note that explains the Ontmoetingsscore, headed by a star. */
export function ScoreNote({
  id,
  title,
  heading: Heading,
  as: Box,
  className,
  headingClassName,
  children,
}: ScoreNoteProps) {
  return (
    <Box
      aria-labelledby={id}
      className={cn('rounded-xl border border-yellow-200 bg-yellow-50 p-5', className)}
    >
      <Heading
        id={id}
        className={cn('flex items-center gap-2 font-semibold text-neutral-900', headingClassName)}
      >
        <Star className="size-5 fill-yellow-400 text-yellow-600" aria-hidden="true" />
        {title}
      </Heading>
      {children}
    </Box>
  );
}
