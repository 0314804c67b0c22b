import type { Localized } from '../language';
import messages from './source-messages.json';

// Why a calendar source's last read went wrong, or which of its events were skipped: stored as a key
// (calendar_sources.last_error), shown in the reader's language.

export const { SOURCE_ERRORS } = messages;
export type SourceErrorKey = keyof typeof SOURCE_ERRORS;
export const SOURCE_ERROR_KEYS = Object.keys(SOURCE_ERRORS) as SourceErrorKey[];

/** Why one event of a source was skipped. */
export const { SOURCE_PROBLEMS } = messages;
export type SourceProblem = keyof typeof SOURCE_PROBLEMS;
export const SOURCE_PROBLEM_KEYS = Object.keys(SOURCE_PROBLEMS) as SourceProblem[];

/** The text of a stored key (a read's error or the one kind of event it skipped), or null for an unknown one. */
export function sourceMessage(key: string | null | undefined): Localized | null {
  if (!key) return null;
  if (key in SOURCE_ERRORS) return SOURCE_ERRORS[key as SourceErrorKey];
  if (key in SOURCE_PROBLEMS) return SOURCE_PROBLEMS[key as SourceProblem];
  return null;
}
