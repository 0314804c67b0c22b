import { sql } from 'drizzle-orm';
import { promotionMail } from '../../../domain/participation/promotion-mail';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';
import { enqueueMails } from '../outbox';

// Telling those the waitlist moved up. Every path that gives a place on (a leave, more places, a
// deleted account) sets `promoted_at` in its own transaction and knows nothing of mail; this turns each
// promotion into one outbox mail (the event key names the row and the moment), so it is mailed once
// however many processes look, and never lost. Looked for every few seconds while mail can be sent.

/** Promotions older than this are not mailed any more: a place given days ago is old news. */
const NEWS_FOR = sql`interval '2 days'`;

type PromotedRow = {
  id: number;
  activity_id: number;
  day: string | null;
  promoted_ms: string;
  email: string;
  name: string;
  title: string;
  title_en: string | null;
  start_time: string | null;
};

/** Queues the mails of promotions not yet queued, signed and sent under `siteName`; answers how many. */
export async function queuePromotionMails(db: Db, publicUrl: string, siteName: string): Promise<number> {
  const origin = publicUrl.replace(/\/+$/, '');
  return db.transaction(async (tx) => {
    const rows = await selectRows<PromotedRow>(
      tx,
      sql`select r.id, r.activity_id, r.day::text as day,
          (extract(epoch from r.promoted_at) * 1000)::bigint::text as promoted_ms,
          u.email, coalesce(nullif(trim(u.first_name), ''), u.username) as name,
          a.title, a.title_en,
          case when a.activity_type = 'recurring' then a.recurring_start_time else a.start_time end as start_time
        from registrations r
        join users u on u.id = r.user_id
        join activities a on a.id = r.activity_id
        where r.promoted_at > now() - ${NEWS_FOR} and r.status = 'going'
          -- A confirmed address, and mail on at all: the member asked for this place themselves.
          and u.email is not null and u.email_confirmed_at is not null and u.email_notifications
          and not exists (select 1 from mail_outbox m where m.event_key =
            'waitlist-promoted:' || r.id || ':' || (extract(epoch from r.promoted_at) * 1000)::bigint)
        order by r.promoted_at
        limit 200`,
    );
    const queued = await enqueueMails(
      tx,
      rows.map((row) => ({
        eventKey: `waitlist-promoted:${row.id}:${row.promoted_ms}`,
        mail: {
          to: row.email,
          ...promotionMail(
            {
              activityId: row.activity_id,
              title: { nl: row.title, en: row.title_en?.trim() || row.title },
              day: row.day,
              startTime: row.start_time,
              name: row.name,
            },
            origin,
            siteName,
          ),
        },
      })),
    );
    return queued.length;
  });
}
