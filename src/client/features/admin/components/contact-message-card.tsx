import { CheckCircle2, Mail, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContactMessage } from '../../../../domain/contact';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useMarkMessage } from '../api';
import { type DetailLine, detailLines, detailText, formatMoment, isKnownSubject } from '../message-details';
import { ContactReplies, ContactReplyButton, ContactReplyForm } from './contact-reply';

/** One message of the inbox: unhandled ones carry a "Nieuw" badge and a thick edge, not colour alone. */
export function ContactMessageCard({ message, onDelete }: { message: ContactMessage; onDelete: () => void }) {
  const { t } = useTranslation('admin-messages');
  const lang = useLanguage();
  const mark = useMarkMessage();
  const [replying, setReplying] = useState(false);
  const open = message.handledAt === null;
  const headingId = `contact-message-${message.id}`;
  const lines = detailLines(message);
  const subject = subjectText(message, t);

  const toggle = () =>
    mark.mutate(
      { id: message.id, handled: open },
      {
        onSuccess: () => toast({ title: open ? t('markedHandled') : t('markedUnhandled') }),
        onError: (error) =>
          toast({ title: t('markFailed'), description: error.message, variant: 'destructive' }),
      },
    );

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5',
        open && 'border-l-4 border-l-neutral-900',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {open ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-neutral-900">
            <Mail className="size-3.5" aria-hidden="true" />
            {t('new')}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-800">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {t('handledOn', { date: formatMoment(message.handledAt ?? message.createdAt, lang) })}
          </span>
        )}
        <time dateTime={message.createdAt} className="text-neutral-600">
          {t('receivedOn', { date: formatMoment(message.createdAt, lang) })}
        </time>
      </div>

      <h2 id={headingId} className={cn('mt-2 text-lg break-words', open ? 'font-bold' : 'font-semibold')}>
        {subject}
      </h2>
      <p className="mt-1 text-sm break-words text-neutral-800">
        <span className="text-neutral-600">{t('from')}: </span>
        <span className="font-medium">{message.name}</span>{' '}
        <a href={`mailto:${message.email}`} className="break-words underline underline-offset-4">
          {message.email}
        </a>
        {message.userId !== null ? (
          <>
            {' · '}
            <Link to={`/profile/${message.userId}`} className="underline underline-offset-4">
              {t('viewProfile')}
            </Link>
          </>
        ) : null}
      </p>

      {lines.length > 0 ? (
        <dl
          aria-label={t('detailsLabel')}
          className="mt-3 grid gap-x-6 gap-y-2 rounded-lg bg-neutral-50 p-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]"
        >
          {lines.map((line) => (
            <div key={line.key} className="contents">
              <dt className="font-semibold text-neutral-700">{fieldLabel(line, t)}</dt>
              <dd className="mb-1 whitespace-pre-wrap break-words sm:mb-0">{valueText(line, lang, t)}</dd>
            </div>
          ))}
        </dl>
      ) : message.subject === 'partner' ? (
        <p className="mt-3 text-sm text-neutral-700">{t('partnerNote')}</p>
      ) : null}

      <ContactReplies message={message} />

      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant={open ? 'default' : 'outline'} onClick={toggle} disabled={mark.isPending}>
          {open ? <CheckCircle2 aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
          {open ? t('markHandled') : t('markUnhandled')}
        </Button>
        <ContactReplyButton open={replying} onOpen={() => setReplying(true)} />
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          aria-label={t('deleteLabel', { name: message.name })}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" />
          {t('delete')}
        </Button>
      </div>
      {replying ? (
        <ContactReplyForm message={message} subject={subject} onClose={() => setReplying(false)} />
      ) : null}
    </article>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

function subjectText(message: ContactMessage, t: T): string {
  if (message.subject === 'other') {
    const custom = message.details.customSubject;
    if (typeof custom === 'string' && custom.trim()) return t('otherSubject', { subject: custom });
  }
  return isKnownSubject(message.subject) ? t(`subjects.${message.subject}`) : t('subjects.unknown');
}

function fieldLabel(line: DetailLine, t: T): string {
  return line.known ? t(`fields.${line.key}`) : line.key;
}

function valueText(line: DetailLine, lang: 'nl' | 'en', t: T): string {
  if (line.key === 'rating' && typeof line.value === 'number') return t('rating', { count: line.value });
  return detailText(line, lang);
}
