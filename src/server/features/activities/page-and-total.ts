import type { ActivityFilter } from '../../../domain/activities/list-query';
import type { Db } from '../../db/connect';
import { cachedCount, knownCount, rememberCount } from './list-caches';
import * as repository from './repository';

/**
 * A page and its total: the kept total where there is one, else counted in the same statement as the
 * page (one scan and one round trip instead of two). Past the last match the page is empty and carries
 * no count, so only then is it counted apart.
 */
export async function pageAndTotal(
  db: Db,
  filter: ActivityFilter,
  context: repository.ListContext,
): Promise<[repository.ListRow[], number]> {
  const known = knownCount(db, filter, context);
  if (known !== undefined) return [await repository.selectActivityPage(db, filter, context), known];
  const { rows, total } = await repository.selectActivityPageWithTotal(db, filter, context);
  if (total === null) return [rows, await cachedCount(db, filter, context)];
  rememberCount(db, filter, context, total);
  return [rows, total];
}
