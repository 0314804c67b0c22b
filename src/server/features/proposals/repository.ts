import { sql } from 'drizzle-orm';
import type { LikelyDuplicate, ProposalStatus } from '../../../domain/proposals';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';

// The proposals' SQL: the queue, a member's own, the day's count, the decision, and the settings row.

/** An array parameter as PostgreSQL's text form: a JavaScript array in `sql` would become a list. */
export const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

export interface ProposalRow extends Record<string, unknown> {
  id: number;
  portalId: number;
  portalName: string;
  proposerId: number | null;
  proposer: string | null;
  sourceId: number | null;
  title: string;
  payload: Record<string, unknown>;
  status: ProposalStatus;
  reason: string | null;
  decidedAt: string | null;
  activityId: number | null;
  likelyDuplicates: LikelyDuplicate[];
  createdAt: string;
}

// The duplicates are read with the proposal, as they are now: a merged or deleted one drops out.
const PROPOSAL_COLUMNS = sql`p.id, p.portal_id as "portalId", po.name as "portalName",
  p.proposer_id as "proposerId", u.username as proposer, p.source_id as "sourceId", p.title, p.payload,
  p.status, p.reason, to_char(p.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "decidedAt",
  p.activity_id as "activityId",
  coalesce((select json_agg(json_build_object('id', a.id, 'title', a.title, 'nextDate', a.next_date::text,
      'city', a.city) order by a.id)
    from activities a where a.id = any(p.likely_duplicates)), '[]'::json) as "likelyDuplicates",
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"`;

const FROM = sql`from proposals p join portals po on po.id = p.portal_id left join users u on u.id = p.proposer_id`;

export interface ProposalFilter {
  /** Only these portals' proposals; null: every portal (an administrator). */
  portalIds: number[] | null;
  proposerId?: number;
  status?: ProposalStatus;
}

export function selectProposals(db: Db, filter: ProposalFilter): Promise<ProposalRow[]> {
  const conditions = [sql`true`];
  if (filter.portalIds) conditions.push(sql`p.portal_id = any(${intArray(filter.portalIds)}::int[])`);
  if (filter.proposerId !== undefined) conditions.push(sql`p.proposer_id = ${filter.proposerId}`);
  if (filter.status) conditions.push(sql`p.status = ${filter.status}`);
  // Pending first, oldest first (the queue is worked from the top); decided ones newest first.
  return selectRows<ProposalRow>(
    db,
    sql`select ${PROPOSAL_COLUMNS} ${FROM} where ${sql.join(conditions, sql` and `)}
      order by p.status <> 'pending', case when p.status = 'pending' then p.created_at end,
        p.created_at desc, p.id desc limit 500`,
  );
}

export async function selectProposal(db: Db, id: number): Promise<ProposalRow | null> {
  const [row] = await selectRows<ProposalRow>(db, sql`select ${PROPOSAL_COLUMNS} ${FROM} where p.id = ${id}`);
  return row ?? null;
}

export async function countPending(db: Db, portalIds: number[] | null): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from proposals p where p.status = 'pending'
      ${portalIds ? sql`and p.portal_id = any(${intArray(portalIds)}::int[])` : sql``}`,
  );
  return row?.count ?? 0;
}

/**
 * How many proposals the member made since the start of today in Amsterdam, counted after taking a lock
 * of the member's own for the transaction, so two requests at once cannot both be the fifth.
 */
export async function countTodayLocked(tx: Db, proposerId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('proposals-per-day'), ${proposerId})`);
  const [row] = await selectRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from proposals where proposer_id = ${proposerId}
      and created_at >= (date_trunc('day', now() at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam')`,
  );
  return row?.count ?? 0;
}

export async function insertProposal(
  tx: Db,
  row: {
    portalId: number;
    proposerId: number;
    title: string;
    payload: Record<string, unknown>;
    likelyDuplicates: number[];
  },
): Promise<number> {
  const [inserted] = await selectRows<{ id: number }>(
    tx,
    sql`insert into proposals (portal_id, proposer_id, title, payload, likely_duplicates)
      values (${row.portalId}, ${row.proposerId}, ${row.title}, ${JSON.stringify(row.payload)}::jsonb,
        ${intArray(row.likelyDuplicates)}::int[])
      returning id`,
  );
  return inserted!.id;
}

/**
 * Decides a pending proposal: answers false when it was decided already (or is gone), so the same
 * proposal is never decided twice, not even by two requests at once.
 */
export async function decide(
  tx: Db,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null; decidedBy: number },
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`update proposals set status = ${decision.status}, reason = ${decision.reason},
        decided_by = ${decision.decidedBy}, decided_at = now()
      where id = ${id} and status = 'pending' returning id`,
  );
  return rows.length === 1;
}

export async function setActivity(tx: Db, id: number, activityId: number): Promise<void> {
  await tx.execute(sql`update proposals set activity_id = ${activityId} where id = ${id}`);
}

/** Where the decision is mailed: a confirmed address whose owner has not turned mail off; else null. */
export async function proposerAddress(
  db: Db,
  userId: number,
): Promise<{ email: string; name: string } | null> {
  const [row] = await selectRows<{ email: string; name: string }>(
    db,
    sql`select u.email, coalesce(nullif(trim(u.first_name), ''), u.username) as name from users u
      where u.id = ${userId} and u.email is not null and u.email_confirmed_at is not null
        and u.email_notifications`,
  );
  return row ?? null;
}

export async function portalExists(db: Db, portalId: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(db, sql`select id from portals where id = ${portalId}`);
  return rows.length === 1;
}
