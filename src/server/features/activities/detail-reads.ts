import { readsPerTurn } from '../../db/reads-per-turn';
import { type ActivityDetailRow, selectActivityDetails } from './repository';

/**
 * The detail row of an activity, or null when it does not exist: read with the others viewed in this
 * turn (decision 0025). On the 2-core virtual machine of 2026-11-27 (15:30) the detail route spent 17%
 * of its CPU sending its one statement a view, and 6% more making each statement's row description
 * into parsers.
 */
export const readActivityDetail = readsPerTurn<number, ActivityDetailRow>(selectActivityDetails);
