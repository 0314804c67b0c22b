import { CalendarDays, ImageIcon, ImageOff, MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../../domain/language';
import { useLanguage } from '../../../lib/i18n';
import type { AdminActivityRow } from '../api';
import { adminActivityWhen } from './admin-activity-date';
import type { AdminColumn } from './admin-table';
import { DeleteRowButton, EditRowButton } from './row-actions';

// The rows of Admin → Activiteiten: the table's columns from a tablet up, a list of cards on a phone.

/** The title in the interface language: English where the activity has one, else Dutch. */
export function adminActivityTitle(row: AdminActivityRow, lang: Language): string {
  return lang === 'en' && row.titleEn?.trim() ? row.titleEn : row.title;
}

interface ListProps {
  rows: AdminActivityRow[];
  onEdit: (row: AdminActivityRow) => void;
  onDelete: (row: AdminActivityRow) => void;
}

interface ActionsProps extends Omit<ListProps, 'rows'> {
  row: AdminActivityRow;
  /** The title as the row shows it. */
  title: string;
}

/**
 * The picture as a small thumbnail (the cards' size, so it is usually cached already), or an icon saying
 * there is none. Decorative beside the title: the title says what it is.
 */
function PhotoThumb({ url }: { url: string | null }) {
  const { t } = useTranslation('admin-activities');
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={48}
        height={36}
        loading="lazy"
        decoding="async"
        className="h-9 w-12 shrink-0 rounded-md bg-neutral-100 object-cover"
        data-testid="activity-thumbnail"
      />
    );
  }
  const label = t('noPhoto');
  return (
    <span
      className="inline-flex h-9 w-12 shrink-0 items-center justify-center rounded-md bg-neutral-100 text-neutral-500"
      title={label}
    >
      <ImageOff className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** When it takes place: the next date and the pattern of a series, or that the series has ended. */
function DateText({ row }: { row: AdminActivityRow }) {
  const { t } = useTranslation('admin-activities');
  const lang = useLanguage();
  const when = adminActivityWhen(row, lang);
  const pattern = when.pattern ? (
    <span className="block text-neutral-600" data-testid="activity-pattern">
      {when.pattern}
    </span>
  ) : null;
  if (when.kind === 'none') {
    return (
      <span data-testid="activity-when">
        <span className="text-neutral-600 italic">{t('noDate')}</span>
        {pattern}
      </span>
    );
  }
  const date = (
    <time dateTime={when.date} className="whitespace-nowrap">
      {when.text}
    </time>
  );
  return (
    <span data-testid="activity-when">
      {when.kind === 'once' ? (
        date
      ) : (
        <span className={when.kind === 'ended' ? 'text-neutral-600' : undefined}>
          {t(`when.${when.kind}`)} {date}
        </span>
      )}
      {pattern}
    </span>
  );
}

function PortalText({ name }: { name: string | null }) {
  const { t } = useTranslation('admin-activities');
  return name ? (
    <span className="break-words">{name}</span>
  ) : (
    <span className="text-neutral-600 italic">{t('unknownPortal')}</span>
  );
}

/** Edit and delete, each named after the activity. */
export function AdminActivityActions({ row, title, onEdit, onDelete }: ActionsProps) {
  const { t } = useTranslation('admin-activities');
  return (
    <>
      <EditRowButton label={t('edit', { title })} onClick={() => onEdit(row)} />
      <DeleteRowButton label={t('delete', { title })} onClick={() => onDelete(row)} />
    </>
  );
}

const titleLinkClass =
  'font-semibold break-words underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900';

/** The columns of the table from a tablet up (the actions come after them). */
export function useAdminActivityColumns(): AdminColumn<AdminActivityRow>[] {
  const { t } = useTranslation('admin-activities');
  const lang = useLanguage();
  return [
    {
      id: 'photo',
      header: (
        <>
          <span className="sr-only">{t('columns.photo')}</span>
          <ImageIcon className="size-4" aria-hidden="true" />
        </>
      ),
      headerClassName: 'w-20',
      cell: (row) => <PhotoThumb url={row.thumbnailUrl} />,
    },
    {
      id: 'title',
      header: t('columns.title'),
      cell: (row) => (
        <Link to={`/activities/${row.id}`} className={titleLinkClass}>
          {adminActivityTitle(row, lang)}
        </Link>
      ),
    },
    { id: 'date', header: t('columns.date'), cell: (row) => <DateText row={row} /> },
    { id: 'portal', header: t('columns.portal'), cell: (row) => <PortalText name={row.portalName} /> },
    {
      id: 'participants',
      header: t('columns.participants'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (row) => row.participants,
    },
  ];
}

/** On a phone: one card per activity, every fact on a line of its own. */
export function AdminActivityCards({ rows, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation('admin-activities');
  const lang = useLanguage();
  return (
    <ul aria-label={t('tableLabel')} className="flex flex-col gap-3">
      {rows.map((row) => {
        const title = adminActivityTitle(row, lang);
        const headingId = `admin-activity-${row.id}`;
        return (
          <li key={row.id}>
            <article
              aria-labelledby={headingId}
              className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm"
            >
              <div className="flex items-start gap-3">
                <PhotoThumb url={row.thumbnailUrl} />
                <h2 id={headingId} className="min-w-0 flex-1 pt-1 text-base leading-snug">
                  <Link to={`/activities/${row.id}`} className={titleLinkClass}>
                    {title}
                  </Link>
                </h2>
                <div className="flex shrink-0 gap-1">
                  <AdminActivityActions row={row} title={title} onEdit={onEdit} onDelete={onDelete} />
                </div>
              </div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm text-neutral-800">
                <dt className="flex items-center gap-1.5 text-neutral-600">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  {t('columns.date')}
                </dt>
                <dd>
                  <DateText row={row} />
                </dd>
                <dt className="flex items-center gap-1.5 text-neutral-600">
                  <MapPin className="size-4" aria-hidden="true" />
                  {t('columns.portal')}
                </dt>
                <dd className="min-w-0">
                  <PortalText name={row.portalName} />
                </dd>
                <dt className="flex items-center gap-1.5 text-neutral-600">
                  <Users className="size-4" aria-hidden="true" />
                  {t('columns.participants')}
                </dt>
                <dd className="tabular-nums">{row.participants}</dd>
              </dl>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
