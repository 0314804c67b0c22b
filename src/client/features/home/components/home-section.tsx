import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  intro?: string;
  /** The band's background, the full width of the page. */
  className?: string;
  children: ReactNode;
}

/** A band of the home page: a centred heading with an intro line, and its content under it. */
export function HomeSection({ id, title, intro, className, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-lg text-neutral-600">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
