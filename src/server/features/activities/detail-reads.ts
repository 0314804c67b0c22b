import type { Database } from '../../db/connect';
import { readsPerTurn } from '../../db/reads-per-turn';
import { type ActivityDetailRow, selectActivityDetails } from './repository';

/** The detail row of an activity, or null when it does not exist. */
export type DetailReads = (id: number) => Promise<ActivityDetailRow | null>;

/**
 * The details of the activities viewed in one turn, read together (decision 0025): one per app. On the
 * 2-core virtual machine the detail route spent a sixth of its CPU sending its one statement a view,
 * and more making each statement's row description into parsers.
 */
export function detailReads(database: Pick<Database, 'listPool'>): DetailReads {
  return readsPerTurn<number, ActivityDetailRow>((ids) => selectActivityDetails(database.listPool, ids));
}
