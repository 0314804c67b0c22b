import { MapPin } from 'lucide-react';

/** A town or city after a map pin, as a line of its own; nothing where there is none. */
export function TownLine({ town, className }: { town: string | null | undefined; className: string }) {
  if (!town) return null;
  return (
    <p className={className}>
      <MapPin className="size-3.5" aria-hidden="true" />
      {town}
    </p>
  );
}
