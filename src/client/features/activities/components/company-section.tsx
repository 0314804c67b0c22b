import { useQuery } from '@tanstack/react-query';
import { Ban, Flag, Send, UserRound, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_MESSAGE_MAX, type CompanyPerson } from '../../../../domain/company';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { companyQuery, useBlock, useReportMessage, useSendCompanyMessage } from '../company-api';
import { useIsRegistered } from '../detail-api';
import { type ChosenDateProps, DateSection, DateSectionWaiting } from './date-section';

/**
 * "Samen gaan" (issue #43): for a member who would like company on the chosen date, the others who
 * would too (first name, picture, their line), a message to one of them through Meedoen, and blocking
 * or reporting. Nothing shows for anyone else.
 */
export function CompanySection({ activityId, date, ready }: ChosenDateProps) {
  const { t } = useTranslation('company');
  const standing = useIsRegistered(activityId, ready, date).data;
  const asked = Boolean(standing?.isRegistered && standing.wantsCompany);
  const company = useQuery({ ...companyQuery(activityId, date), enabled: ready && asked });
  if (!asked) return null;
  const people = company.data?.people;
  return (
    <DateSection
      id="company"
      titleId="company-title"
      icon={Users}
      title={t('sectionTitle')}
      className="scroll-mt-24"
    >
      <p className="mt-1 text-sm text-neutral-700">{t('sectionIntro')}</p>
      {!people ? (
        <DateSectionWaiting failed={company.isError} errorText={t('loadError')} />
      ) : people.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-800">{t('nobodyYet')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {people.map((person) => (
            <CompanyPersonItem key={person.userId} activityId={activityId} date={date} person={person} />
          ))}
        </ul>
      )}
    </DateSection>
  );
}

function CompanyPersonItem({
  activityId,
  date,
  person,
}: {
  activityId: number;
  date: string | null;
  person: CompanyPerson;
}) {
  const { t } = useTranslation('company');
  const name = person.firstName;
  const [writing, setWriting] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const block = useBlock(activityId);
  const nameId = useId();

  const doBlock = () =>
    block.mutate(
      { userId: person.userId, block: true },
      {
        onSuccess: () =>
          toast({
            title: t('blocked', { name }),
            action: (
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  block.mutate(
                    { userId: person.userId, block: false },
                    { onSuccess: () => toast({ title: t('unblocked', { name }) }) },
                  )
                }
              >
                {t('undoBlock')}
              </Button>
            ),
          }),
        onError: (error) =>
          toast({ title: t('blockFailed'), description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <li
      aria-labelledby={nameId}
      className="flex flex-col gap-2 border-t border-neutral-200 pt-4 first:border-t-0 first:pt-0"
    >
      <div className="flex items-start gap-3">
        {person.avatarUrl ? (
          <img
            src={person.avatarUrl}
            alt={t('avatar', { name })}
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-yellow-100 text-yellow-900">
            <UserRound className="size-6" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0">
          <p id={nameId} className="font-semibold break-words text-neutral-900">
            {name}
          </p>
          {person.note ? <p className="text-sm break-words text-neutral-800">“{person.note}”</p> : null}
        </div>
      </div>

      {person.received.map((message) => (
        <ReceivedMessage key={message.id} name={name} message={message} />
      ))}

      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={writing ? 'outline' : 'default'}
          aria-expanded={writing}
          onClick={() => setWriting((open) => !open)}
        >
          <Send aria-hidden="true" />
          {t('writeTo', { name })}
        </Button>
        {confirmBlock ? null : (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => setConfirmBlock(true)}
          >
            <Ban aria-hidden="true" />
            {t('block', { name })}
          </Button>
        )}
      </div>
      {confirmBlock ? (
        <fieldset className="flex flex-col gap-2 rounded-lg border-0 bg-red-50 p-3">
          <legend className="sr-only">{t('block', { name })}</legend>
          <p className="text-sm text-neutral-900">{t('blockConfirm', { name })}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="destructive"
              onClick={doBlock}
              aria-disabled={block.isPending || undefined}
            >
              {t('block', { name })}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirmBlock(false)}>
              {t('cancel')}
            </Button>
          </div>
        </fieldset>
      ) : null}
      {writing ? (
        <MessageForm activityId={activityId} date={date} person={person} onDone={() => setWriting(false)} />
      ) : null}
    </li>
  );
}

function MessageForm({
  activityId,
  date,
  person,
  onDone,
}: {
  activityId: number;
  date: string | null;
  person: CompanyPerson;
  onDone: () => void;
}) {
  const { t } = useTranslation('company');
  const name = person.firstName;
  const [text, setText] = useState('');
  const send = useSendCompanyMessage(activityId, date);
  return (
    <ShortTextForm
      className="flex flex-col gap-2"
      label={t('messageLabel', { name })}
      labelClassName="text-sm font-medium text-neutral-900"
      value={text}
      onChange={setText}
      rows={3}
      maxLength={COMPANY_MESSAGE_MAX}
      hint={t('messageHint', { max: COMPANY_MESSAGE_MAX, name })}
      pending={send.isPending}
      submit={
        <>
          <Send aria-hidden="true" />
          {send.isPending ? t('sending') : t('send')}
        </>
      }
      onSubmit={(trimmed) =>
        send.mutate(
          { to: person.userId, text: trimmed },
          {
            onSuccess: () => {
              toast({ title: t('sent', { name }) });
              setText('');
              onDone();
            },
            onError: (error) =>
              toast({ title: t('sendFailed'), description: errorMessage(error), variant: 'destructive' }),
          },
        )
      }
      onCancel={onDone}
    />
  );
}

function ReceivedMessage({ name, message }: { name: string; message: CompanyPerson['received'][number] }) {
  const { t } = useTranslation('company');
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportMessage();
  return (
    <div className="rounded-lg bg-neutral-50 p-3 text-sm">
      <p className="font-medium text-neutral-900">{t('received', { name })}</p>
      <p className="mt-1 whitespace-pre-wrap break-words text-neutral-800">{message.text}</p>
      {reported ? (
        <p role="status" className="mt-2 text-neutral-700">
          {t('reported')}
        </p>
      ) : reporting ? (
        <ShortTextForm
          className="mt-2 flex flex-col gap-2"
          label={t('reportReason')}
          labelClassName="font-medium text-neutral-900"
          value={reason}
          onChange={setReason}
          rows={2}
          maxLength={2000}
          submitVariant="destructive"
          pending={report.isPending}
          submit={t('reportSend')}
          onSubmit={(trimmed) =>
            report.mutate(
              { messageId: message.id, reason: trimmed },
              {
                onSuccess: () => setReported(true),
                onError: (error) =>
                  toast({
                    title: t('reportFailed'),
                    description: errorMessage(error),
                    variant: 'destructive',
                  }),
              },
            )
          }
          onCancel={() => setReporting(false)}
        />
      ) : (
        <Button
          size="sm"
          variant="ghost"
          className="mt-1 text-red-700 hover:bg-red-50 hover:text-red-800"
          aria-label={t('reportLabel', { name })}
          onClick={() => setReporting(true)}
        >
          <Flag aria-hidden="true" />
          {t('report')}
        </Button>
      )}
    </div>
  );
}

/**
 * A short text for someone (a message, a report's reason): its label, the field, an optional hint, and
 * sending or cancelling. Empty text (or only spaces) is not sent; what is sent is trimmed.
 */
function ShortTextForm({
  className,
  label,
  labelClassName,
  value,
  onChange,
  rows,
  maxLength,
  hint,
  submit,
  submitVariant = 'default',
  pending,
  onSubmit,
  onCancel,
}: {
  className: string;
  label: string;
  labelClassName: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength: number;
  hint?: string;
  submit: ReactNode;
  submitVariant?: 'default' | 'destructive';
  pending: boolean;
  onSubmit: (trimmed: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('company');
  const fieldId = useId();
  const hintId = useId();
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending || value.trim() === '') return;
        onSubmit(value.trim());
      }}
    >
      <label htmlFor={fieldId} className={labelClassName}>
        {label}
      </label>
      <Textarea
        id={fieldId}
        value={value}
        maxLength={maxLength}
        rows={rows}
        required
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-700">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={submitVariant} aria-disabled={pending || undefined}>
          {submit}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
