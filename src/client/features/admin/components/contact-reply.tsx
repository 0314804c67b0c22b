import { useQuery } from '@tanstack/react-query';
import { Mail, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../../../../domain/contact';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { authProvidersQuery } from '../../../lib/auth-providers';
import { useLanguage } from '../../../lib/i18n';
import { useReplyToMessage } from '../api';
import { formatMoment } from '../message-details';

/** The answers sent from the inbox, under the message: who, when, and what. */
export function ContactReplies({ message }: { message: ContactMessage }) {
  const { t } = useTranslation('admin-messages');
  const lang = useLanguage();
  if (message.replies.length === 0) return null;
  return (
    <ul aria-label={t('repliesLabel')} className="mt-3 flex flex-col gap-2">
      {message.replies.map((reply) => (
        <li key={reply.id} className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm">
          <p className="font-semibold text-neutral-800">
            {t('repliedBy', { name: reply.username, date: formatMoment(reply.sentAt, lang) })}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-neutral-900">{reply.text}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Beantwoorden': a box for the answer, mailed through the site's mail server to the address the sender
 * gave. Without a mail server the box says so and offers the administrator's own mail program.
 */
export function ContactReplyButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const { t } = useTranslation('admin-messages');
  return (
    <Button size="sm" variant="outline" onClick={onOpen} aria-expanded={open} disabled={open}>
      <Mail aria-hidden="true" />
      {t('reply')}
    </Button>
  );
}

/** The answer box under the buttons, once 'Beantwoorden' is pressed. */
export function ContactReplyForm({
  message,
  subject,
  onClose,
}: {
  message: ContactMessage;
  subject: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-messages');
  const providers = useQuery(authProvidersQuery);
  const send = useReplyToMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const mailto = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;

  if (providers.data?.email === false) {
    return (
      <div className="mt-3 rounded-lg bg-neutral-50 p-3 text-sm text-neutral-800">
        <p role="status">{t('replyNoMail')}</p>
        <a href={mailto} className="mt-1 inline-block underline underline-offset-4">
          {t('replyOwnMail', { email: message.email })}
        </a>
      </div>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('replyEmpty'));
      return;
    }
    setError(null);
    send.mutate(
      { id: message.id, text },
      {
        onSuccess: () => {
          toast({ title: t('replySent', { email: message.email }) });
          setText('');
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-2">
      <Label htmlFor={fieldId}>{t('replyLabel', { name: message.name, email: message.email })}</Label>
      <Textarea
        id={fieldId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        maxLength={10_000}
        rows={5}
        aria-invalid={error !== null}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        autoFocus
      />
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={send.isPending}>
          <Send aria-hidden="true" />
          {send.isPending ? t('replySending') : t('replySend')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          {t('replyCancel')}
        </Button>
      </div>
    </form>
  );
}
