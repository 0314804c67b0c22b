import type { LucideIcon } from 'lucide-react';
import type { Key, ReactNode, Ref } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { AdminPager, type AdminPagination } from './admin-pager';

// Every admin list (users, portals, activities, messages) in one frame: its loading, failed and empty
// states, its rows, and the pager under it. The pages say what a row shows; the table says how.

const FRAME = 'rounded-xl border border-neutral-200 bg-white shadow-sm';
const CELL = 'px-4 py-3';

/** From this width up the column shows; below it the first cell repeats what it says. */
type Breakpoint = 'sm' | 'md';
const SHOWN_FROM: Record<Breakpoint, string> = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell' };
/** Below this width the column is the whole row (the others hidden); from it up, as wide as it needs. */
const FILLS_UNTIL: Record<Breakpoint, string> = {
  sm: 'w-full max-w-0 sm:w-auto sm:max-w-none',
  md: 'w-full max-w-0 md:w-auto md:max-w-none',
};

export interface AdminColumn<Entry> {
  id: string;
  /** Also the name a screen reader gives each cell of the column. */
  header: ReactNode;
  cell: (entry: Entry) => ReactNode;
  from?: Breakpoint;
  /** The row's main column, which holds what the hidden ones say on a phone. */
  fills?: Breakpoint;
  align?: 'right';
  headerClassName?: string;
  cellClassName?: string;
}

/** What the table needs to know of its query. */
export interface AdminTableQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  /** The previous page is still shown while the next one is on its way. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface AdminTableProps<Entry> {
  query: AdminTableQuery;
  /** The rows once loaded. */
  data: Entry[] | undefined;
  rowKey: (entry: Entry) => Key;
  /** The table's columns before the actions; not needed with `list`. */
  columns?: AdminColumn<Entry>[];
  /** The row's buttons, in a last column headed by `header`. */
  actions?: { header: string; cell: (entry: Entry) => ReactNode };
  /** The table's name for a screen reader. */
  caption?: string;
  /** Shows the rows some other way than as a table (cards on a phone, the inbox's messages). */
  list?: (entries: Entry[]) => ReactNode;
  /** Holds the rows (`tbody > tr` or the list's items), e.g. to place the focus after a deletion. */
  rowsRef?: Ref<HTMLDivElement>;
  /** What a screen reader hears while the rows load. */
  loading: string;
  error: { title: string; text?: string; retry: string };
  /** `reset` offers the way back to every row (clear the search, show all), when a filter hid them. */
  empty: { icon: LucideIcon; title: string; text?: string; reset?: { label: string; onClick: () => void } };
  /** Left out, there is no pager. */
  pagination?: AdminPagination;
}

export function AdminTable<Entry>({
  query,
  data,
  rowKey,
  columns = [],
  actions,
  caption,
  list,
  rowsRef,
  loading,
  error,
  empty,
  pagination,
}: AdminTableProps<Entry>) {
  const waiting = query.isPlaceholderData;
  // Loading, failed and empty all stand in the table's frame, where the rows would be.
  const state = query.isPending ? (
    <LoadingState label={loading} className="py-16" />
  ) : query.isError || !data ? (
    <ErrorState
      title={error.title}
      text={error.text}
      retryLabel={error.retry}
      onRetry={() => void query.refetch()}
      className="px-4 py-14"
    />
  ) : data.length === 0 ? (
    <EmptyState
      icon={empty.icon}
      title={empty.title}
      text={empty.text}
      action={
        empty.reset ? (
          <Button variant="outline" onClick={empty.reset.onClick}>
            {empty.reset.label}
          </Button>
        ) : null
      }
      className="px-4 py-14"
    />
  ) : null;
  let body: ReactNode;
  if (state || !data) {
    body = <div className={FRAME}>{state}</div>;
  } else if (list) {
    body = (
      <div ref={rowsRef} className={cn(waiting && 'opacity-60')}>
        {list(data)}
      </div>
    );
  } else {
    body = (
      <div ref={rowsRef} className={FRAME}>
        <div className={cn('overflow-x-auto', waiting && 'opacity-60')}>
          <table className="w-full text-left text-sm">
            {caption ? <caption className="sr-only">{caption}</caption> : null}
            <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-600">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    className={cn(
                      CELL,
                      'font-semibold',
                      column.from && SHOWN_FROM[column.from],
                      column.align === 'right' && 'text-right',
                      column.headerClassName,
                    )}
                  >
                    {column.header}
                  </th>
                ))}
                {actions ? (
                  <th scope="col" className={cn(CELL, 'text-right font-semibold')}>
                    {actions.header}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {data.map((entry) => (
                <tr key={rowKey(entry)} className="align-middle">
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={cn(
                        CELL,
                        column.from && SHOWN_FROM[column.from],
                        column.fills && FILLS_UNTIL[column.fills],
                        column.align === 'right' && 'text-right',
                        column.cellClassName,
                      )}
                    >
                      {column.cell(entry)}
                    </td>
                  ))}
                  {actions ? (
                    <td className={CELL}>
                      <div className="flex justify-end gap-1">{actions.cell(entry)}</div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    );
  }

  return (
    <>
      {body}
      {query.isSuccess && pagination ? <AdminPager {...pagination} waiting={waiting} /> : null}
    </>
  );
}
