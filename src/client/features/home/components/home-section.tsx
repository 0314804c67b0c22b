import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

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

/** A band's tiles in their order: each key's icon; its title and text are `<section>.<key>.…` in home. */
export type HomeTiles = Readonly<Record<string, LucideIcon>>;

/** A tile's words under its picture; `className` sets the text's width. */
export function HomeTileText({
  section,
  tile,
  className,
}: {
  section: string;
  tile: string;
  className?: string;
}) {
  const { t } = useTranslation('home');
  return (
    <>
      <h3 className="text-xl font-semibold">{t(`${section}.${tile}.title`)}</h3>
      <p className={cn('mt-2 leading-relaxed text-neutral-700', className)}>{t(`${section}.${tile}.text`)}</p>
    </>
  );
}
