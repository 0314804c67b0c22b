import type { ComponentProps, ReactNode } from 'react';
import { PageBanner } from './page-banner';

interface ContentPageProps extends ComponentProps<typeof PageBanner> {
  /** The page's sections, one under the other. */
  children: ReactNode;
}

/** A page of text and sections (about, business): the banner, then its sections in one column. */
export function ContentPage({ children, ...banner }: ContentPageProps) {
  return (
    <div className="pb-16">
      <PageBanner {...banner} />
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 pt-14 sm:px-6 md:gap-20">{children}</div>
    </div>
  );
}
