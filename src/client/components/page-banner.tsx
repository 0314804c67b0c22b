import type { ReactNode } from 'react';

interface PageBannerProps {
  title: string;
  subtitle: ReactNode;
  /** A short line above the title. */
  eyebrow?: string;
  /** The buttons under the subtitle. */
  actions?: ReactNode;
  /** Shown beside the text on a wide screen. */
  aside?: ReactNode;
}

/** The yellow band that opens a content page (about, business, contact): its one h1 and a line under it. */
export function PageBanner({ title, subtitle, eyebrow, actions, aside }: PageBannerProps) {
  return (
    <section className="border-b border-yellow-200 bg-yellow-50">
      <div className="mx-auto flex max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-yellow-800">{eyebrow}</p>
          ) : null}
          <h1 className="text-balance text-3xl font-bold tracking-tight text-neutral-900 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-neutral-700">{subtitle}</p>
          {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
