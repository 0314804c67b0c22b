import { z } from 'zod';
import { readPathId } from '../../domain/ids';
import type { Localized } from '../../domain/language';
import { singleLineText } from '../../domain/text';
import { AppError } from './errors';

/**
 * The `{id}` of a route's path as its schema takes it: any short text, so that the handler's pathId can
 * tell a malformed id (400) from one no row can have (404) in the route's own words.
 */
export const idPathParams = z.object({ id: singleLineText().max(40) });

/**
 * The id a path segment names (see domain/ids.ts), or the AppError its route answers: a 400 with
 * `text.malformed` for anything but digits, a 404 with `text.unknown` for a number no row can have.
 */
export function pathId(raw: string, text: { malformed: Localized; unknown: Localized }): number {
  const result = readPathId(raw);
  if ('id' in result) return result.id;
  throw result.problem === 'unknown' ? new AppError(404, text.unknown) : new AppError(400, text.malformed);
}
