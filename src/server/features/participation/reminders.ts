import { sql } from 'drizzle-orm';
import { settingsLink } from '../../../domain/activities/participant-notice';
import { LEAVE_DATE_PATH } from '../../../domain/participants';
import { reminderMail } from '../../../domain/participation/reminder-mail';
import { reminderDue } from '../../../domain/participation/reminders';
import type { LocalMinute } from '../../../domain/recurrence/amsterdam-clock';
import { addDays } from '../../../domain/recurrence/calendar-date';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';
import { createUnsubscribeLinks, serverSecret } from '../email';
import { enqueueMails } from '../outbox';
import { isCancelledSql } from './changed-dates';
import { signLeaveToken } from './leave-links';

// The reminder the day before a date (domain/participation/reminders.ts says when, reminder-mail.ts
// what). Asked every minute; each reminder becomes one outbox mail, named by the registration and its
// date, so it is queued once however many processes ask, and sent once (features/outbox).

type Candidate = {
  id: number;
  user_id: number;
  activity_id: number;
  day: string;
  email: string;
  name: string;
  reminder_time: string;
  title: string;
  title_en: string | null;
  start_time: string | null;
  end_time: string | null;
  where_nl: string;
  where_en: string;
  welcomer_name: string | null;
  welcomer_where: string | null;
};

/** A moved date's own time (date_changes), for the registration `r` on the day it moved to. */
const movedTime = (column: 'start_time' | 'end_time') =>
  sql.raw(`(select c.${column} from date_changes c
    where c.activity_id = r.activity_id and c.moved_to = r.day and not c.cancelled)`);

/** At most this many reminders are queued per round; the next round takes the rest. */
const ROUND = 500;

/**
 * Queues the reminders due at `now` (an Amsterdam wall-clock minute) that are not queued yet, signed and
 * sent under `siteName`.
 */
export async function queueReminderMails(
  db: Db,
  publicUrl: string,
  siteName: string,
  now: LocalMinute,
): Promise<number> {
  const origin = publicUrl.replace(/\/+$/, '');
  const today = now.slice(0, 10);
  const candidates = await selectRows<Candidate>(
    db,
    sql`select r.id, r.user_id, r.activity_id, r.day::text as day, u.email,
        coalesce(nullif(trim(u.first_name), ''), u.username) as name, u.reminder_time,
        a.title, a.title_en,
        coalesce(${movedTime('start_time')},
          case when a.activity_type = 'recurring' then a.recurring_start_time else a.start_time end) as start_time,
        coalesce(${movedTime('end_time')},
          case when a.activity_type = 'recurring' then a.recurring_end_time else a.end_time end) as end_time,
        concat_ws(', ', nullif(a.meeting_point, ''), nullif(a.street_address, ''),
          nullif(trim(a.postal_code || ' ' || a.city), '')) as where_nl,
        concat_ws(', ', nullif(coalesce(a.meeting_point_en, a.meeting_point), ''),
          nullif(coalesce(a.street_address_en, a.street_address), ''),
          nullif(trim(a.postal_code || ' ' || coalesce(a.city_en, a.city)), '')) as where_en,
        -- The date's own welcomer, else the activity's ("nobody has to come alone", features/company).
        coalesce(w.name, nullif(trim(a.welcomer_name), '')) as welcomer_name,
        case when w.name is not null then w.where_to_find else a.welcomer_where end as welcomer_where
      from registrations r
      join users u on u.id = r.user_id
      join activities a on a.id = r.activity_id
      left join date_welcomers w on w.activity_id = r.activity_id and w.day = r.day
      where r.status = 'going' and r.day in (${today}::date, ${addDays(today, 1)}::date)
        and u.email is not null and u.email_confirmed_at is not null
        and u.email_notifications and u.activity_updates
        and not ${isCancelledSql(sql`r.activity_id`, sql`r.day`)}
        and not exists (select 1 from mail_outbox m where m.event_key = 'reminder:' || r.id || ':' || r.day)
      order by r.id
      limit ${ROUND}`,
  );
  const due = candidates.filter((row) => reminderDue(row.day, row.start_time, row.reminder_time, now));
  if (due.length === 0) return 0;
  const key = await serverSecret(db, 'leave-links');
  const unsubscribe = createUnsubscribeLinks(db, publicUrl);
  const mails = await Promise.all(
    due.map(async (row) => {
      const stop = await unsubscribe.linksFor(row.user_id, 'activity-updates');
      const text = reminderMail(
        {
          activityId: row.activity_id,
          title: { nl: row.title, en: row.title_en?.trim() || row.title },
          day: row.day,
          startTime: row.start_time,
          endTime: row.end_time,
          where: { nl: row.where_nl, en: row.where_en },
          name: row.name,
          welcomer: row.welcomer_name ? { name: row.welcomer_name, where: row.welcomer_where ?? '' } : null,
        },
        {
          publicUrl: origin,
          leave: `${origin}${LEAVE_DATE_PATH}?token=${signLeaveToken(key, row.id, row.user_id)}`,
          settings: settingsLink({ publicUrl: origin }),
          unsubscribePage: stop.page,
        },
        siteName,
      );
      return {
        eventKey: `reminder:${row.id}:${row.day}`,
        mail: { to: row.email, ...text, unsubscribeUrl: stop.oneClick },
      };
    }),
  );
  return (await enqueueMails(db, mails)).length;
}
