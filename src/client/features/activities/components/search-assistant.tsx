import { useMutation } from '@tanstack/react-query';
import { RotateCcw, Send, Sparkles, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AssistantFilters,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_MAX,
  type ChatMessage,
  NO_FILTERS,
} from '../../../../domain/assistant/answer';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { askAssistant } from '../assistant-api';

interface SearchAssistantProps {
  /** The answer's filters go to the filter bar; a new question sets the filters that filter nothing. */
  onAnswer: (filters: AssistantFilters) => void;
  onClose: () => void;
}

/**
 * 'Zoek Assistent' (spec 2.13, issue #10 item 5): a member asks in their own words ('iets gratis met
 * muziek in Utrecht dit weekend'); the server's answer says what it understood and how many match, and
 * its filters are set on the filter bar at once, where the person can see and change them. An answer
 * that found nothing offers to leave out one filter ("Zonder '4+ sterren' (7)"), asked as the next
 * question; 'Nieuwe vraag' forgets the conversation and the filters it set (issue #41 item 14).
 */
export function SearchAssistant({ onAnswer, onClose }: SearchAssistantProps) {
  const { t } = useTranslation('activities');
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [blank, setBlank] = useState(false);

  // Opening scrolls the panel into view and puts the cursor in the question field.
  useEffect(() => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'nearest' });
    input.current?.focus();
  }, []);

  const ask = useMutation({
    mutationFn: askAssistant,
    onSuccess: (answer, conversation) => {
      setMessages([...conversation, { role: 'assistant', content: answer.message }]);
      onAnswer(answer);
    },
    onError: (error) => {
      toast({
        title: t('assistant.errorTitle'),
        description:
          error instanceof ApiError && error.status === 401 ? error.message : t('assistant.failed'),
        variant: 'destructive',
      });
    },
  });

  const send = (question: string) => {
    // The server reads at most the last 20 messages; older ones are dropped here.
    const conversation = [...messages, { role: 'user' as const, content: question }].slice(
      -CHAT_MESSAGES_MAX,
    );
    setMessages(conversation);
    ask.mutate(conversation);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question) {
      setBlank(true);
      input.current?.focus();
      return;
    }
    setBlank(false);
    setDraft('');
    send(question);
  };

  const startOver = () => {
    setMessages([]);
    setDraft('');
    setBlank(false);
    ask.reset();
    onAnswer(NO_FILTERS);
    input.current?.focus();
  };

  // Offered only under the latest answer, and not while the next is on its way.
  const suggestions = ask.isSuccess ? ask.data.suggestions : [];

  return (
    <section
      ref={panel}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-yellow-300 bg-yellow-50 p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
            <Sparkles className="size-5" aria-hidden="true" />
            {t('assistant.title')}
          </h2>
          <p className="mt-1 text-sm text-neutral-700">{t('assistant.intro')}</p>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('assistant.close')}>
          <X aria-hidden="true" />
        </Button>
      </div>

      {messages.length > 0 ? (
        <ol className="flex flex-col gap-2" aria-label={t('assistant.conversation')}>
          {messages.map((message, index) => (
            <li
              // The conversation only grows; its order is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are appended, never reordered
              key={index}
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2 text-sm',
                message.role === 'user'
                  ? 'self-end bg-neutral-900 text-white'
                  : 'self-start bg-white shadow-sm',
              )}
            >
              <span className="sr-only">
                {message.role === 'user' ? t('assistant.you') : t('assistant.assistant')}:{' '}
              </span>
              {message.content}
            </li>
          ))}
        </ol>
      ) : null}
      {suggestions.length > 0 ? (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('assistant.dropGroup')}</legend>
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion.filter}
              variant="outline"
              size="sm"
              className="h-auto min-h-9 whitespace-normal bg-white py-1.5 text-left"
              onClick={() => send(suggestion.question)}
            >
              {t('assistant.drop', { label: suggestion.label, count: suggestion.total })}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {/* Said aloud when it arrives: what was understood and how many activities match. */}
      <p className="sr-only" aria-live="polite">
        {ask.isSuccess ? ask.data.message : ask.isPending ? t('assistant.thinking') : ''}
      </p>

      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <Label htmlFor={`${id}-question`}>{t('assistant.question')}</Label>
        <div className="flex items-end gap-2">
          <Textarea
            ref={input}
            id={`${id}-question`}
            value={draft}
            rows={2}
            maxLength={CHAT_MESSAGE_MAX}
            placeholder={t('assistant.placeholder')}
            aria-invalid={blank || undefined}
            aria-describedby={blank ? `${id}-blank` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              if (blank) setBlank(false);
            }}
            onKeyDown={(event) => {
              // Enter sends, Shift+Enter makes a new line (as in every chat).
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
            }}
            className="min-h-0 flex-1 bg-white"
          />
          <Button type="submit" disabled={ask.isPending} aria-label={t('assistant.send')}>
            <Send aria-hidden="true" />
            <span className="hidden sm:inline">
              {ask.isPending ? t('assistant.sending') : t('assistant.send')}
            </span>
          </Button>
        </div>
        {blank ? (
          <p id={`${id}-blank`} className="text-sm font-medium text-red-700" role="alert">
            {t('assistant.blank')}
          </p>
        ) : null}
        {messages.length > 0 ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={startOver}
            disabled={ask.isPending}
          >
            <RotateCcw aria-hidden="true" />
            {t('assistant.newQuestion')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
