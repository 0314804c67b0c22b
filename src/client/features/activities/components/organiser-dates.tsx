import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../../domain/activities/card-text';
import type { ActivityDate } from '../../../../domain/participants';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { activityDatesQuery, type DateChangeRequest, useDateChange } from '../dates-api';
import { useActivityDetail } from '../detail-api';

// The organiser's changes of single dates of a series (issue #43): cancel one (with a reason for those
// taking part), let it go ahead after all, move it to another day or time, or put it back. Everyone
// going or waiting on the date is mailed by the server.

type Dialog = { kind: 'cancel' | 'move'; date: ActivityDate } | null;

/** The series' dates, each with what the organiser can do with it. */
export function OrganiserDates({ activityId }: { activityId: number }) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const dates = useQuery(activityDatesQuery(activityId)).data ?? [];
  // The page's own detail (already read): only a series' dates can be cancelled or moved one by one.
  const recurring = useActivityDetail(activityId, lang).data?.activityType === 'recurring';
  const change = useDateChange(activityId);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!recurring || dates.length === 0) return null;
  const run = (request: DateChangeRequest) => change.mutate(request, { onSuccess: () => setDialog(null) });
  const dialogProps = (date: ActivityDate): DialogProps => ({
    date,
    pending: change.isPending,
    error: change.isError ? errorMessage(change.error) : null,
    onClose: () => {
      setDialog(null);
      change.reset();
    },
  });
  // Putting a cancelled date back and moving a date back need no dialog: one click undoes the change.
  const undoButton = (action: 'uncancel' | 'unmove', date: string) => (
    <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => run({ action, date })}>
      {t(action === 'uncancel' ? 'dateChanges.restore' : 'dateChanges.moveBack')}
    </Button>
  );
  return (
    <div>
      <h3 className="font-semibold text-neutral-900">{t('dateChanges.title')}</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {dates.map((date) => {
          const when = `${formatShortDate(date.date, lang)}${date.startTime ? `, ${date.startTime}` : ''}`;
          return (
            <li
              key={date.date}
              aria-label={when}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-neutral-100 pb-2 text-sm"
            >
              <span className="flex flex-col">
                {date.cancelled ? (
                  <s className="text-neutral-600">{when}</s>
                ) : (
                  <span className="font-medium text-neutral-900">{when}</span>
                )}
                {date.cancelled ? (
                  <span className="text-xs font-semibold text-red-700">{t('dateChanges.cancelled')}</span>
                ) : null}
                {date.movedFrom ? (
                  <span className="text-xs text-sky-900">
                    {t('dateChanges.movedFrom', { date: formatShortDate(date.movedFrom, lang) })}
                  </span>
                ) : null}
              </span>
              <span className="flex flex-wrap gap-1.5">
                {date.cancelled ? (
                  undoButton('uncancel', date.date)
                ) : (
                  <>
                    <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'move', date })}>
                      {t('dateChanges.move')}
                    </Button>
                    {date.movedFrom ? undoButton('unmove', date.date) : null}
                    <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'cancel', date })}>
                      {t('dateChanges.cancel')}
                    </Button>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {change.isError && !dialog ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(change.error)}
        </p>
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <CancelDateDialog
          {...dialogProps(dialog.date)}
          onConfirm={(reason) => run({ action: 'cancel', date: dialog.date.date, reason })}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveDateDialog
          {...dialogProps(dialog.date)}
          onConfirm={(to, startTime, endTime) =>
            run({ action: 'move', date: dialog.date.date, to, startTime, endTime })
          }
        />
      ) : null}
    </div>
  );
}

interface DialogProps {
  date: ActivityDate;
  pending: boolean;
  error: string | null;
  onClose: () => void;
}

/**
 * What both date dialogs share: the date in the title, "Terug", the confirming button, and the server's
 * refusal below the fields.
 */
function DateChangeDialog({
  kind,
  date,
  pending,
  error,
  onClose,
  onConfirm,
  confirmDisabled = false,
  children,
}: DialogProps & {
  kind: 'cancel' | 'move';
  onConfirm: () => void;
  confirmDisabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`dateChanges.${kind}Title`, { date: formatShortDate(date.date, lang) })}
      description={t(`dateChanges.${kind}Description`)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('dateChanges.back')}
          </Button>
          <Button
            variant={kind === 'cancel' ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={pending || confirmDisabled}
          >
            {t(`dateChanges.${kind}Confirm`)}
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </DialogFrame>
  );
}

function CancelDateDialog({ onConfirm, ...props }: DialogProps & { onConfirm: (reason: string) => void }) {
  const { t } = useTranslation('activities');
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <DateChangeDialog kind="cancel" {...props} onConfirm={() => onConfirm(reason)}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{t('dateChanges.reason')}</Label>
        <Textarea
          id={id}
          value={reason}
          maxLength={300}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </DateChangeDialog>
  );
}

function MoveDateDialog({
  onConfirm,
  ...props
}: DialogProps & { onConfirm: (to: string, startTime?: string, endTime?: string) => void }) {
  const { t } = useTranslation('activities');
  const id = useId();
  const { date } = props;
  const [to, setTo] = useState(date.date);
  const [times, setTimes] = useState({ start: date.startTime ?? '', end: date.endTime ?? '' });
  return (
    <DateChangeDialog
      kind="move"
      {...props}
      onConfirm={() => onConfirm(to, times.start || undefined, times.end || undefined)}
      confirmDisabled={!to}
    >
      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2 flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>{t('dateChanges.newDate')}</Label>
          <Input id={`${id}-date`} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
        {(['start', 'end'] as const).map((which) => (
          <TextField
            key={which}
            id={`${id}-${which}`}
            label={t(`dateChanges.${which}Time`)}
            type="time"
            value={times[which]}
            onChange={(event) => setTimes({ ...times, [which]: event.target.value })}
          />
        ))}
      </div>
    </DateChangeDialog>
  );
}
