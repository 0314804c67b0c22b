import type { ActivityFilter } from '../../../domain/activities/list-query';
import type { Db } from '../../db/connect';
import { pageAndTotal } from './page-and-total';
import type * as repository from './repository';

/**
 * A search: activities whose words match, those matching in the short texts (title, subtitle, keywords,
 * tags, city) first, then those matching only in the description, each tier in the list order; the page
 * and the total in one statement (list-sql.ts). Only when no word matches anywhere does the
 * typo-tolerant trigram match answer, most similar first (its threshold is set per connection, see
 * connect.ts).
 */
export async function searchPage(
  db: Db,
  filter: ActivityFilter,
  context: repository.ListContext,
): Promise<[repository.ListRow[], number]> {
  const words = await pageAndTotal(db, filter, { ...context, searchPart: 'words' });
  if (words[1] > 0) return words;
  return pageAndTotal(db, filter, { ...context, searchPart: 'typo' });
}
