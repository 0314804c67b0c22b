import type { LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import { usePageCount } from '../use-page-count';
import type { useSearchTerm } from '../use-search-term';
import { AdminPageHeader } from './admin-page-header';
import { type AdminColumn, AdminTable, type AdminTableProps, type AdminTableQuery } from './admin-table';

// The frame of an admin list page (users, portals, sources, partners, activities): its heading with the
// "new" button, a toolbar, the table with its loading, failed and empty states, and the pager. Each list
// keeps its texts under the same keys of its namespace ('title', 'loading', 'columns.<id>', 'page', …), so
// the page names only its namespace and says what differs: its columns, row buttons and dialogs.

/** A column whose header is left out takes `columns.<id>` of the list's texts. */
export type AdminListColumn<Entry> = Omit<AdminColumn<Entry>, 'header'> & { header?: ReactNode };

interface AdminListPageProps<Entry extends { id: number }>
  extends Pick<AdminTableProps<Entry>, 'list' | 'rowsRef'> {
  /** Where the list's texts are: a namespace, and within it a key prefix when it shares one ('users'). */
  texts: { namespace: string; prefix?: string };
  /** The empty state's picture. */
  icon: LucideIcon;
  /** The list's rows: all of them, or one page of them with the count of all. */
  query: AdminTableQuery & { data?: Entry[] | { items: Entry[]; total: number } };
  columns?: AdminListColumn<Entry>[];
  /** The row's buttons, in the last column. */
  actions?: (entry: Entry) => ReactNode;
  /** Opens the "new" form; left out, there is no "new" button. */
  onCreate?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The search box over the list (its texts: 'searchLabel', 'searchPlaceholder'). */
  search?: ReturnType<typeof useSearchTerm>;
  /** Filters beside the search box. */
  filters?: ReactNode;
  /** When a search or filter hides every row: the empty state's own title and the way back to all. */
  filtered?: { title: string; clear: string; onClear: () => void } | null;
  /** The page shown of a paged list, and how to go to another; `live` announces the pager's line. */
  paging?: { page: number; setPage: (update: number | ((page: number) => number)) => void; live?: boolean };
  /** The page's dialogs. */
  children?: ReactNode;
}

export function AdminListPage<Entry extends { id: number }>({
  texts,
  icon,
  query,
  columns,
  actions,
  onCreate,
  headingRef,
  search,
  filters,
  filtered,
  paging,
  children,
  ...table
}: AdminListPageProps<Entry>) {
  const { t, i18n } = useTranslation(texts.namespace);
  const key = (name: string) => (texts.prefix ? `${texts.prefix}.${name}` : name);
  const text = (name: string, options?: Record<string, unknown>) => t(key(name), options);
  // A text a list does without (a caption, the failure's explanation) is simply not shown.
  const optional = (name: string) =>
    i18n.exists(key(name), { ns: texts.namespace }) ? text(name) : undefined;
  const rows = Array.isArray(query.data) ? query.data : query.data?.items;
  const total = Array.isArray(query.data) ? query.data.length : (query.data?.total ?? 0);
  const page = paging?.page ?? 0;
  const pages = usePageCount({ ...query, data: { total } }, page, paging?.setPage ?? ignore);
  const searchField = (className: string) =>
    search ? (
      <SearchField
        value={search.input}
        onChange={search.setInput}
        label={text('searchLabel')}
        placeholder={text('searchPlaceholder')}
        className={className}
      />
    ) : null;

  return (
    <section>
      <AdminPageHeader
        title={text('title')}
        description={text('description')}
        headingRef={headingRef}
        create={onCreate ? { label: text('new'), onClick: onCreate } : undefined}
      />
      {filters ? (
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          {searchField('w-full sm:max-w-md sm:flex-1')}
          {filters}
        </div>
      ) : (
        searchField('mb-4 max-w-md')
      )}
      <AdminTable
        {...table}
        query={query}
        data={rows}
        rowKey={(entry) => entry.id}
        caption={optional('tableLabel')}
        columns={columns?.map((column) => ({
          ...column,
          header: column.header ?? text(`columns.${column.id}`),
        }))}
        actions={actions ? { header: text('columns.actions'), cell: actions } : undefined}
        loading={text('loading')}
        error={{ title: text('loadErrorTitle'), text: optional('loadError'), retry: text('retry') }}
        empty={{
          icon,
          title: filtered ? filtered.title : text('empty'),
          text: filtered ? undefined : optional('emptyText'),
          reset: filtered ? { label: filtered.clear, onClick: filtered.onClear } : undefined,
        }}
        pagination={
          paging && total > 0
            ? {
                page,
                pages,
                label: text('page', { page: page + 1, pages, count: total }),
                navLabel: optional('pageNav'),
                live: paging.live,
                previous: text('previous'),
                next: text('next'),
                onPage: paging.setPage,
              }
            : undefined
        }
      />
      {children}
    </section>
  );
}

/** An unpaged list has no page to step back to. */
function ignore() {}
