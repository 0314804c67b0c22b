import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface AdminPagination {
  /** Zero-based. */
  page: number;
  pages: number;
  /** The visible line, e.g. 'Pagina 2 van 5'. */
  label: string;
  /** The navigation landmark's name; the visible line when not given. */
  navLabel?: string;
  /** Announce the line when it changes. */
  live?: boolean;
  previous: string;
  next: string;
  onPage: (update: (page: number) => number) => void;
}

interface AdminPagerProps extends AdminPagination {
  /** While a page is still on its way (placeholder data), Volgende waits. */
  waiting: boolean;
}

/** 'Pagina X van Y' with Vorige / Volgende under an admin table: one for every admin list. */
export function AdminPager({
  page,
  pages,
  label,
  navLabel,
  live,
  previous,
  next,
  waiting,
  onPage,
}: AdminPagerProps) {
  return (
    <nav className="mt-4 flex flex-wrap items-center justify-between gap-3" aria-label={navLabel ?? label}>
      <p className="text-sm text-neutral-600" aria-live={live ? 'polite' : undefined}>
        {label}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page === 0}
          onClick={() => onPage((p) => Math.max(0, p - 1))}
        >
          <ChevronLeft aria-hidden="true" />
          {previous}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page + 1 >= pages || waiting}
          onClick={() => onPage((p) => p + 1)}
        >
          {next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
