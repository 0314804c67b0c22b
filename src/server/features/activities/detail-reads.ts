import type { Database } from '../../db/connect';
import { readsPerTurn } from '../../db/reads-per-turn';
import { type ActivityDetailRow, selectActivityDetails } from './repository';

/** The detail row of an activity, or null when it does not exist. */
export type DetailReads = (id: number) => Promise<ActivityDetailRow | null>;

/**
 * The detail rows of the activities viewed in one turn, read together by one batcher per app (decision
 * 0025): one statement a view, and each statement's row description made into parsers, was a large
 * share of the detail route's CPU.
 */
export function detailReads(database: Pick<Database, 'listPool'>): DetailReads {
  return readsPerTurn<number, ActivityDetailRow>((ids) => selectActivityDetails(database.listPool, ids));
}
