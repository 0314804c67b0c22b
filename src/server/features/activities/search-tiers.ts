import type { ActivityFilter } from '../../../domain/activities/list-query';
import type { Db } from '../../db/connect';
import { cachedCount } from './list-caches';
import * as repository from './repository';

/**
 * A search in relevance tiers, each in the list order: activities whose short texts (title, subtitle,
 * keywords, tags, city) match, then those matching only in the description. Only when no word matches
 * anywhere does the typo-tolerant trigram match answer, most similar first. The tiers are separate
 * index walks, so a common word on 100,000 activities costs one page, not a ranking of every match.
 */
export async function searchPage(
  db: Db,
  filter: ActivityFilter,
  context: repository.ListContext,
): Promise<[repository.ListRow[], number]> {
  const head = { ...context, searchPart: 'head' as const };
  const body = { ...context, searchPart: 'body' as const };
  const [inHead, inBody] = await Promise.all([cachedCount(db, filter, head), cachedCount(db, filter, body)]);
  if (inHead + inBody > 0) {
    const rows =
      filter.offset < inHead
        ? await repository.selectActivityPage(db, filter, head)
        : ([] as repository.ListRow[]);
    const missing = filter.limit - rows.length;
    if (missing > 0 && inBody > 0) {
      const offset = Math.max(0, filter.offset - inHead);
      rows.push(...(await repository.selectActivityPage(db, { ...filter, offset, limit: missing }, body)));
    }
    return [rows, inHead + inBody];
  }
  // The typo tolerance is a setting of the transaction, so this part runs in one.
  return db.transaction(async (tx) => {
    await repository.useSearchTolerance(tx);
    const typo = { ...context, searchPart: 'typo' as const };
    return [await repository.selectActivityPage(tx, filter, typo), await cachedCount(db, filter, typo, tx)];
  });
}
