interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: string;
  className?: string;
}

export function SectionHeading({ id, title, intro, className }: SectionHeadingProps) {
  return (
    <div className={className ?? 'mx-auto mb-10 max-w-2xl text-center'}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg text-neutral-600">{intro}</p> : null}
    </div>
  );
}
