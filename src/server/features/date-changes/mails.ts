import { type DateChangeKind, dateChangeMail } from '../../../domain/participation/date-change-mail';
import type { DateChange } from '../../../domain/recurrence/date-changes';
import { effectiveDay } from '../../../domain/recurrence/date-changes';
import type { Db } from '../../db/connect';
import { createUnsubscribeLinks } from '../email';
import { enqueueMails } from '../outbox';
import { type SeriesRow, selectRecipients } from './repository';

// The mails of a changed date: one to each person going or waiting on it, queued in the outbox in the
// change's own transaction. The event key names the date, its revision and the member, so a repeated
// request adds nothing and every later change is news of its own.

export interface ChangedDate {
  series: SeriesRow;
  kind: DateChangeKind;
  /** The date's change before and after this request. */
  before: DateChange;
  after: DateChange & { reason: string | null };
  revision: number;
}

/** Queues the mails, signed and sent under `siteName`; answers how many were new. */
export async function queueDateChangeMails(
  tx: Db,
  publicUrl: string,
  siteName: string,
  changed: ChangedDate,
): Promise<number> {
  const origin = publicUrl.replace(/\/+$/, '');
  const { series, before, after } = changed;
  const timesOf = (change: DateChange) => ({
    day: effectiveDay(change),
    startTime: change.startTime ?? series.recurringStartTime,
    endTime: change.endTime ?? series.recurringEndTime,
  });
  const recipients = await selectRecipients(tx, series.id, effectiveDay(after));
  if (recipients.length === 0) return 0;
  const unsubscribe = createUnsubscribeLinks(tx, publicUrl);
  const mails = [];
  for (const person of recipients) {
    const stop = await unsubscribe.linksFor(person.userId, 'activity-updates');
    const text = dateChangeMail(
      {
        kind: changed.kind,
        activityId: series.id,
        title: { nl: series.title, en: series.titleEn?.trim() || series.title },
        before: timesOf(before),
        now: timesOf(after),
        reason: changed.kind === 'cancelled' ? after.reason : null,
        name: person.name,
      },
      { publicUrl: origin, unsubscribePage: stop.page },
      siteName,
    );
    mails.push({
      eventKey: `date-${changed.kind}:${series.id}:${after.day}:r${changed.revision}:u${person.userId}`,
      mail: { to: person.email, ...text, unsubscribeUrl: stop.oneClick },
    });
  }
  return (await enqueueMails(tx, mails)).length;
}
