import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

const sizes = {
  /** Closing a content page (about, business). */
  md: {
    box: 'rounded-2xl px-6 py-10 sm:px-10 md:py-14',
    title: 'text-2xl sm:text-3xl',
    text: 'max-w-2xl',
    actions: 'mt-6',
  },
  /** Closing the home page, with more room. */
  lg: {
    box: 'mx-auto max-w-5xl rounded-3xl px-6 py-12 shadow-xl sm:px-12 md:py-16',
    title: 'text-3xl sm:text-4xl',
    text: 'max-w-xl text-lg',
    actions: 'mt-8 flex flex-col justify-center gap-3 sm:flex-row',
  },
} as const;

/** Buttons on the dark box keep a visible focus ring. */
const onDarkFocus = 'focus-visible:ring-primary focus-visible:ring-offset-neutral-900';
const outlineOnDark = 'border-white bg-transparent text-white hover:bg-white hover:text-neutral-900';

export interface CallToActionLink {
  to: string;
  label: string;
  /** A second, quieter choice beside the first. */
  outline?: boolean;
}

interface CallToActionProps {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  text: string;
  /** What to do next, as buttons. */
  links: readonly CallToActionLink[];
  size?: keyof typeof sizes;
  /** Spacing of the section around the box. */
  className?: string;
  /** Shown under the box, inside the same section. */
  children?: ReactNode;
}

/** The dark closing block of a page: a heading, one line of text and what to do next. */
export function CallToAction({
  id,
  title,
  text,
  links,
  size = 'md',
  className,
  children,
}: CallToActionProps) {
  const style = sizes[size];
  return (
    <section aria-labelledby={id} className={className}>
      <div className={cn('bg-neutral-900 text-center text-white', style.box)}>
        <h2 id={id} className={cn('font-bold tracking-tight', style.title)}>
          {title}
        </h2>
        <p className={cn('mx-auto mt-3 text-neutral-300', style.text)}>{text}</p>
        <div className={style.actions}>
          {links.map(({ to, label, outline }) => (
            <Button
              key={to}
              asChild
              size="lg"
              variant={outline ? 'outline' : undefined}
              className={cn(outline && outlineOnDark, onDarkFocus)}
            >
              <Link to={to}>{label}</Link>
            </Button>
          ))}
        </div>
      </div>
      {children}
    </section>
  );
}
