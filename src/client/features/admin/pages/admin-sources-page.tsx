import { CalendarSync, Pause, Play, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../domain/language';
import { sourceMessage } from '../../../../domain/sources/source-messages';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useDocumentTitle } from '../../../lib/document-title';
import { type CalendarSource, useChangeSource, useDeleteSource, useReadSource, useSources } from '../api';
import { AdminListPage } from '../components/admin-list-page';
import { ConfirmDeleteDialog, confirmDeleteTexts } from '../components/confirm-delete-dialog';
import { KindBadge } from '../components/kind-badge';
import { DeleteRowButton } from '../components/row-actions';
import { SourceFormDialog } from '../components/source-form-dialog';

/**
 * Admin → Bronnen (issue #44): the calendars that keep a portal's activities current. Each row says when
 * it was last read, what that read added, changed and ended, and its last error in plain words.
 */
export function AdminSourcesPage() {
  const { t } = useTranslation('admin-sources');
  useDocumentTitle([t('title'), t('common:documentTitle.admin')]);
  const query = useSources();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CalendarSource | null>(null);
  const remove = useDeleteSource();

  return (
    <AdminListPage
      texts={{ namespace: 'admin-sources' }}
      icon={CalendarSync}
      onCreate={() => setAdding(true)}
      query={query}
      columns={[
        {
          id: 'source',
          cell: (source) => <SourceCell source={source} />,
          fills: 'sm',
          cellClassName: 'sm:max-w-md',
        },
        { id: 'lastRead', from: 'md', cell: (source) => <ReadCell source={source} /> },
      ]}
      actions={(source) => <SourceActions source={source} onDelete={setDeleting} />}
    >
      <SourceFormDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        texts={confirmDeleteTexts(t, 'deleteDialog', { url: deleting?.url ?? '' })}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </AdminListPage>
  );
}

function SourceCell({ source }: { source: CalendarSource }) {
  const { t } = useTranslation('admin-sources');
  return (
    <>
      <p className="font-semibold break-all">{source.url}</p>
      <p className="text-sm text-neutral-700">
        {source.portalName} · {t('activityCount', { count: source.activityCount })}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        {source.paused ? <KindBadge dark>{t('paused')}</KindBadge> : null}
        {source.needsApproval ? <KindBadge dark={false}>{t('needsApproval')}</KindBadge> : null}
        {source.kind ? <KindBadge dark={false}>{t(`kinds.${source.kind}`)}</KindBadge> : null}
      </div>
      <div className="mt-2 md:hidden">
        <ReadCell source={source} />
      </div>
    </>
  );
}

/** When it was last read, what that did, and its error in plain words. */
function ReadCell({ source }: { source: CalendarSource }) {
  const { t, i18n } = useTranslation('admin-sources');
  const lang = isLanguage(i18n.language) ? i18n.language : 'nl';
  if (!source.lastReadAt) return <p className="text-sm text-neutral-700">{t('neverRead')}</p>;
  const error = sourceMessage(source.lastError);
  return (
    <div className="text-sm">
      <p>
        <time dateTime={source.lastReadAt} title={new Date(source.lastReadAt).toLocaleString(lang)}>
          {Math.abs(Date.parse(source.lastReadAt) - Date.now()) < 60_000
            ? t('justNow')
            : relativeTime(source.lastReadAt, lang)}
        </time>
        {' · '}
        {t(`outcomes.${source.lastOutcome ?? 'ok'}`)}
      </p>
      {source.lastOutcome === 'ok' ? (
        <p className="text-neutral-700">
          {t('counts', { added: source.lastAdded, changed: source.lastChanged, ended: source.lastEnded })}
        </p>
      ) : null}
      {error ? (
        <p className={source.lastOutcome === 'error' ? 'font-medium text-red-800' : 'text-neutral-800'}>
          {error[lang]}
        </p>
      ) : null}
    </div>
  );
}

function SourceActions({
  source,
  onDelete,
}: {
  source: CalendarSource;
  onDelete: (s: CalendarSource) => void;
}) {
  const { t, i18n } = useTranslation('admin-sources');
  const lang = isLanguage(i18n.language) ? i18n.language : 'nl';
  const read = useReadSource();
  const change = useChangeSource();
  const readNow = async () => {
    try {
      const { source: after } = await read.mutateAsync(source.id);
      const error = sourceMessage(after.lastError);
      toast({
        title: after.lastOutcome === 'error' ? t('readFailed') : t('readDone'),
        description:
          after.lastOutcome === 'ok'
            ? t('counts', { added: after.lastAdded, changed: after.lastChanged, ended: after.lastEnded })
            : (error?.[lang] ?? t(`outcomes.${after.lastOutcome ?? 'ok'}`)),
        variant: after.lastOutcome === 'error' ? 'destructive' : undefined,
      });
    } catch (error) {
      toast({
        title: t('readFailed'),
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        onClick={readNow}
        disabled={read.isPending}
        aria-label={t('readNow', { url: source.url })}
        title={t('readNow', { url: source.url })}
      >
        <RefreshCw aria-hidden="true" className={read.isPending ? 'animate-spin' : undefined} />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => change.mutate({ id: source.id, paused: !source.paused })}
        disabled={change.isPending}
        aria-label={t(source.paused ? 'resume' : 'pause', { url: source.url })}
        title={t(source.paused ? 'resume' : 'pause', { url: source.url })}
      >
        {source.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
      </Button>
      <DeleteRowButton label={t('deleteLabel', { url: source.url })} onClick={() => onDelete(source)} />
    </>
  );
}

/** '5 minuten geleden', 'in 2 hours': how long ago (or until) an instant, in the reader's language. */
export function relativeTime(iso: string, lang: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}
