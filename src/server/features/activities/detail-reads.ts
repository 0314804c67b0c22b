import { readsPerTurn } from '../../db/reads-per-turn';
import { type ActivityDetailRow, selectActivityDetails } from './repository';

/**
 * The detail row of an activity, or null when it does not exist: read with the others viewed in this
 * turn (decision 0025). Sending one statement per view, and making each statement's row description
 * into parsers, was a large share of the detail route's CPU; a turn's views now share one statement.
 */
export const readActivityDetail = readsPerTurn<number, ActivityDetailRow>(selectActivityDetails);
