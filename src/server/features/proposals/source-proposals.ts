import { sql } from 'drizzle-orm';
import { payloadRange } from '../../../domain/duplicates';
import { todayInAmsterdam } from '../../../domain/recurrence/calendar-date';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';
import { findLikelyDuplicates } from './duplicates';
import { intArray } from './repository';

// A calendar source that needs approval turns each of its events into a proposal (issue #44, item 3),
// keyed by (source, event key): reading the source again updates the pending proposal and leaves a
// decided one alone (an approved event is then the activity's business, a rejected one stays rejected).

export interface SourceProposal {
  portalId: number;
  sourceId: number;
  sourceKey: string;
  /** The activity create payload, as activityCreateSchema reads it (no picture). */
  payload: Record<string, unknown>;
  title: string;
}

/** Inserts or updates the pending proposal; answers its id and whether it was 'added', 'changed' or 'kept'. */
export async function upsertSourceProposal(
  db: Db,
  proposal: SourceProposal,
): Promise<{ id: number; outcome: 'added' | 'changed' | 'kept' }> {
  const duplicates = await findLikelyDuplicates(db, {
    title: proposal.title,
    city: typeof proposal.payload.city === 'string' ? proposal.payload.city : null,
    portalId: proposal.portalId,
    range: payloadRange(proposal.payload, todayInAmsterdam()),
  });
  const payload = JSON.stringify(proposal.payload);
  const ids = duplicates.map((duplicate) => duplicate.id);
  // xmax = 0 only on a row this statement inserted; a decided row or an unchanged one is not updated.
  const [row] = await selectRows<{ id: number; inserted: boolean }>(
    db,
    sql`insert into proposals (portal_id, source_id, source_key, title, payload, likely_duplicates)
      values (${proposal.portalId}, ${proposal.sourceId}, ${proposal.sourceKey}, ${proposal.title},
        ${payload}::jsonb, ${intArray(ids)}::int[])
      on conflict (source_id, source_key) do update
        set title = excluded.title, payload = excluded.payload, portal_id = excluded.portal_id,
          likely_duplicates = excluded.likely_duplicates
        where proposals.status = 'pending'
          and (proposals.payload is distinct from excluded.payload or proposals.title <> excluded.title)
      returning id, (xmax = 0) as inserted`,
  );
  if (row) return { id: row.id, outcome: row.inserted ? 'added' : 'changed' };
  const [kept] = await selectRows<{ id: number }>(
    db,
    sql`select id from proposals where source_id = ${proposal.sourceId} and source_key = ${proposal.sourceKey}`,
  );
  return { id: kept!.id, outcome: 'kept' };
}
