import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';

// The history's SQL: changes newest first (by id, which only grows), with who made them (their name as
// it is now: none once the account is gone) and the source they came from.

export interface ChangeRow extends Record<string, unknown> {
  id: string | number;
  at: Date | string;
  action: string;
  via: string;
  fields: Record<string, { from?: unknown; to?: unknown }>;
  user_id: number | null;
  user_name: string | null;
  source_id: number | null;
  source_url: string | null;
  activity_id: number;
  activity_title: string;
}

/** A member's name as the history shows it: first and last name, else the username. */
const personName = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.username)`,
  );

export interface ChangeFilter {
  activityId?: number;
  userId?: number;
  before?: number;
  limit: number;
}

/** One page of changes, one more than asked so the caller knows whether another page follows. */
export async function selectChanges(db: Db, filter: ChangeFilter): Promise<ChangeRow[]> {
  const where: SQL[] = [sql`true`];
  if (filter.activityId !== undefined) where.push(sql`c.activity_id = ${filter.activityId}`);
  if (filter.userId !== undefined) where.push(sql`c.user_id = ${filter.userId}`);
  if (filter.before !== undefined) where.push(sql`c.id < ${filter.before}`);
  return selectRows<ChangeRow>(
    db,
    sql`select c.id, c.created_at as at, c.action, c.via, c.fields, c.user_id, ${personName('u')} as user_name,
        c.source_id, s.url as source_url, a.id as activity_id, a.title as activity_title
      from activity_changes c
      join activities a on a.id = c.activity_id
      left join users u on u.id = c.user_id
      left join calendar_sources s on s.id = c.source_id
      where ${sql.join(where, sql` and `)}
      order by c.id desc
      limit ${filter.limit + 1}`,
  );
}

/** Who made and who last changed an activity, and when; null when there is no such activity. */
export async function selectAuthors(db: Db, activityId: number) {
  const [row] = await selectRows<{
    id: number;
    title: string;
    created_at: Date | string;
    updated_at: Date | string;
    created_by: number | null;
    created_by_name: string | null;
    updated_by: number | null;
    updated_by_name: string | null;
  }>(
    db,
    sql`select a.id, a.title, a.created_at, a.updated_at,
        cu.id as created_by, ${personName('cu')} as created_by_name,
        uu.id as updated_by, ${personName('uu')} as updated_by_name
      from activities a
      left join users cu on cu.id = a.created_by
      left join users uu on uu.id = a.updated_by
      where a.id = ${activityId}`,
  );
  return row ?? null;
}

/** A member's name, for the page filtered on them; null once the account is gone. */
export async function selectPersonName(db: Db, userId: number): Promise<string | null> {
  const [row] = await selectRows<{ name: string }>(
    db,
    sql`select ${personName('u')} as name from users u where u.id = ${userId}`,
  );
  return row?.name ?? null;
}
