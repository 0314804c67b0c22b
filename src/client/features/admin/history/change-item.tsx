import { format, formatDistanceToNow } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import type { ReactNode } from 'react';
import type { HistoryEntry } from '../../../../domain/activities/history';
import { type DescribeContext, describeChange } from './describe-change';

/** When a change was made: "3 dagen geleden", the full moment on hover and for the machine. */
export function ChangeTime({ at, lang }: { at: string; lang: 'nl' | 'en' }) {
  const locale = lang === 'nl' ? nl : enGB;
  const moment = new Date(at);
  return (
    <time dateTime={at} title={format(moment, 'PPPp', { locale })}>
      {formatDistanceToNow(moment, { addSuffix: true, locale })}
    </time>
  );
}

/** How a change came in, when not by hand: "Via bron …", "Via voorstel". */
function viaLine(entry: HistoryEntry, { t }: DescribeContext): string | null {
  if (entry.via === 'source')
    return entry.source ? t('via.source', { url: entry.source.url }) : t('via.sourceGone');
  if (entry.via === 'proposal') return t('via.proposal');
  if (entry.via === 'merge') return t('via.merge');
  return null;
}

interface ChangeItemProps {
  entry: HistoryEntry;
  ctx: DescribeContext;
  /** Shown before the sentence's time, e.g. the activity's link on the agenda's page. */
  extra?: ReactNode;
}

/** One change as a list item: the sentence, the fields under it, how it came in, and when. */
export function ChangeItem({ entry, ctx, extra }: ChangeItemProps) {
  const { sentence, lines } = describeChange(entry, ctx);
  const via = viaLine(entry, ctx);
  return (
    <li className="border-b border-neutral-200 py-3 last:border-b-0">
      <p className="text-sm text-neutral-900">
        <span className="break-words">{sentence}</span>
        <span className="text-neutral-600">
          {' · '}
          <ChangeTime at={entry.at} lang={ctx.lang} />
        </span>
      </p>
      {lines.length > 0 ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-neutral-700">
          {lines.map((line, i) => (
            // Lines of one change are fixed once written; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      {via || extra ? (
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-neutral-600">
          {via ? <span className="break-all">{via}</span> : null}
          {extra}
        </p>
      ) : null}
    </li>
  );
}
