import { readPathId } from '../../domain/ids';
import type { Localized } from '../../domain/language';
import { AppError } from './errors';

/**
 * The id a path segment names (see domain/ids.ts), or the AppError its route answers: a 400 with
 * `text.malformed` for anything but digits, a 404 with `text.unknown` for a number no row can have.
 */
export function pathId(raw: string, text: { malformed: Localized; unknown: Localized }): number {
  const result = readPathId(raw);
  if ('id' in result) return result.id;
  throw result.problem === 'unknown' ? new AppError(404, text.unknown) : new AppError(400, text.malformed);
}
