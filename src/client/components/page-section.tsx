import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  /** One line under the heading. */
  subtitle?: string;
  className?: string;
  children?: ReactNode;
}

/** A section of a content page, named by its h2. */
export function PageSection({ id, title, subtitle, className, children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-2 max-w-3xl text-neutral-600">{subtitle}</p> : null}
      {children}
    </section>
  );
}

/** The running text of a section, a paragraph each. */
export function SectionText({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((paragraph) => (
    <p key={paragraph} className="mt-4 text-base leading-relaxed text-neutral-700 sm:text-lg">
      {paragraph}
    </p>
  ));
}
