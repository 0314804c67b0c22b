import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { selectRow, selectRows } from '../../db/select-rows';

// SQL of "nobody has to come alone": who wants company on a date, blocks, the messages between two such
// members and what a report of one needs to say.

/** One date of one activity; `day` null: a one-time activity without a date. */
export interface CompanyDate {
  activityId: number;
  day: string | null;
}

const sameDay = (day: string | null) => sql`day is not distinct from ${day}::date`;

/** The activity's title and its next date (a one-time activity: its date); undefined when it is gone. */
export async function activityBasics(
  db: Db,
  activityId: number,
): Promise<{ title: string; titleEn: string | null; nextDay: string | null } | undefined> {
  const [row] = await selectRows<{ title: string; title_en: string | null; next_day: string | null }>(
    db,
    sql`select title, title_en,
        (case when activity_type = 'recurring' then next_date else start_date end)::text as next_day
      from activities where id = ${activityId}`,
  );
  return row ? { title: row.title, titleEn: row.title_en, nextDay: row.next_day } : undefined;
}

/** Whether the member asked for company on this date and takes part in it (going or waiting). */
export async function wantsCompanyOn(db: Db, date: CompanyDate, userId: number): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`select 1 from registrations
      where activity_id = ${date.activityId} and ${sameDay(date.day)} and user_id = ${userId}
        and wants_company and status in ('going', 'waitlisted')`,
  );
  return rows.length > 0;
}

/** Whether either of the two blocked the other. */
export async function blockedBetween(db: Db, one: number, other: number): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`select 1 from user_blocks
      where (blocker_id = ${one} and blocked_id = ${other}) or (blocker_id = ${other} and blocked_id = ${one})`,
  );
  return rows.length > 0;
}

export type CompanyRow = {
  user_id: number;
  first_name: string;
  avatar_key: string | null;
  note: string | null;
};

/**
 * The others who want company on this date and take part in it (going or waiting), in the order they
 * joined; nobody the member blocked or who blocked them. First name only (the username when none was
 * given): never a last name or an address.
 */
export async function othersWantingCompany(db: Db, date: CompanyDate, userId: number): Promise<CompanyRow[]> {
  return selectRows<CompanyRow>(
    db,
    sql`select u.id as user_id, coalesce(nullif(trim(u.first_name), ''), u.username) as first_name,
        (select i.key from images i where i.id = u.avatar_image_id) as avatar_key, r.company_note as note
      from registrations r join users u on u.id = r.user_id
      where r.activity_id = ${date.activityId} and r.day is not distinct from ${date.day}::date
        and r.wants_company and r.status in ('going', 'waitlisted') and r.user_id <> ${userId}
        and not exists (select 1 from user_blocks b
          where (b.blocker_id = ${userId} and b.blocked_id = u.id)
             or (b.blocker_id = u.id and b.blocked_id = ${userId}))
      order by r.registered_at, r.id`,
  );
}

/** The messages sent to the member for this date by these people, oldest first. */
export async function messagesReceived(
  db: Db,
  date: CompanyDate,
  recipientId: number,
  senderIds: readonly number[],
): Promise<{ id: number; sender_id: number; body: string; sent_at: string }[]> {
  if (senderIds.length === 0) return [];
  return selectRows(
    db,
    sql`select id::int as id, sender_id, body,
        to_char(sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as sent_at
      from company_messages
      where activity_id = ${date.activityId} and ${sameDay(date.day)} and recipient_id = ${recipientId}
        and sender_id = any(${sql.param([...senderIds])}::int[])
      order by sent_at, id`,
  );
}

/**
 * Takes the sender's transaction-scoped lock for company messages, so two messages sent at the same
 * moment are counted one after the other against the hourly limit.
 */
export async function lockSender(tx: Db, senderId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('company-messages'), ${senderId}::int)`);
}

/** How many company messages the member sent in the last hour. */
export async function sentInLastHour(db: Db, senderId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from company_messages
      where sender_id = ${senderId} and sent_at > now() - interval '1 hour'`,
  );
  return row!.n;
}

export async function insertMessage(
  tx: Db,
  message: CompanyDate & { senderId: number; recipientId: number; body: string },
): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`insert into company_messages (activity_id, day, sender_id, recipient_id, body)
      values (${message.activityId}, ${message.day}::date, ${message.senderId}, ${message.recipientId},
        ${message.body})
      returning id::int as id`,
  );
  return row!.id;
}

/** The first name (else username) of a member, and their address when it is confirmed. */
export async function personForMail(
  db: Db,
  userId: number,
): Promise<{ name: string; email: string | null } | undefined> {
  return selectRow<{ name: string; email: string | null }>(
    db,
    sql`select coalesce(nullif(trim(first_name), ''), username) as name,
        case when email_confirmed_at is not null then email end as email
      from users where id = ${userId}`,
  );
}

export type StoredMessage = {
  id: number;
  activity_id: number;
  day: string | null;
  sender_id: number;
  recipient_id: number;
  body: string;
  sent_at: string;
  title: string;
  sender_username: string;
  sender_first_name: string | null;
};

/** A company message with what a report of it needs: the activity's title and who sent it. */
export async function findMessage(db: Db, id: number): Promise<StoredMessage | undefined> {
  return selectRow<StoredMessage>(
    db,
    sql`select m.id::int as id, m.activity_id, m.day::text as day, m.sender_id, m.recipient_id, m.body,
        to_char(m.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as sent_at, a.title,
        s.username as sender_username, s.first_name as sender_first_name
      from company_messages m
      join activities a on a.id = m.activity_id
      join users s on s.id = m.sender_id
      where m.id = ${id}`,
  );
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const rows = await selectRows(db, sql`select 1 from users where id = ${userId}`);
  return rows.length > 0;
}

export async function insertBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.execute(sql`insert into user_blocks (blocker_id, blocked_id) values (${blockerId}, ${blockedId})
    on conflict do nothing`);
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.execute(
    sql`delete from user_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}`,
  );
}

/** The reporter's name and address as the inbox shows a sender. */
export async function reporter(
  db: Db,
  userId: number,
): Promise<{ username: string; first_name: string | null; email: string | null } | undefined> {
  return selectRow<{ username: string; first_name: string | null; email: string | null }>(
    db,
    sql`select username, first_name, email from users where id = ${userId}`,
  );
}

/** The report of this message by this member already in the inbox, if any. */
export async function existingReport(db: Db, messageId: number, userId: number): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`select 1 from contact_messages where subject = 'companyReport' and user_id = ${userId}
      and details->>'messageId' = ${String(messageId)}`,
  );
  return rows.length > 0;
}

export async function insertReport(
  db: Db,
  report: {
    name: string;
    email: string;
    userId: number;
    activityId: number;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await db.execute(sql`insert into contact_messages (name, email, subject, details, user_id, activity_id)
    values (${report.name}, ${report.email}, 'companyReport', ${JSON.stringify(report.details)}::jsonb,
      ${report.userId}, ${report.activityId})`);
}
