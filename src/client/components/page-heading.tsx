interface PageHeadingProps {
  title: string;
  /** One line under the title. */
  intro?: string;
  /** Its width and the room under it. */
  className?: string;
}

/** The h1 that opens a working page (the list, the directory, a profile), with a line under it. */
export function PageHeading({ title, intro, className }: PageHeadingProps) {
  return (
    <header className={className}>
      <h1 className="text-3xl font-extrabold tracking-tight text-neutral-900 sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-3 text-lg text-neutral-700">{intro}</p> : null}
    </header>
  );
}
