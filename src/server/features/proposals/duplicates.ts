import { sql } from 'drizzle-orm';
import {
  type DayRange,
  isLikelyDuplicate,
  MAX_LIKELY_DUPLICATES,
  TITLE_SIMILARITY_THRESHOLD,
} from '../../../domain/duplicates';
import type { LikelyDuplicate } from '../../../domain/proposals';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';

// The likely duplicates of a draft, a proposal or an imported event (issue #44, item 4): the database
// finds activities still to come with an alike title (pg_trgm's similarity) in the same portal or city
// whose dates reach into the draft's; src/domain/duplicates.ts decides on each, so the rule is one.

export interface DuplicateQuestion {
  title: string;
  city: string | null;
  portalId: number;
  /** The draft's days; null: it names none, and nothing can overlap it. */
  range: DayRange | null;
  /** The activity being edited, which is not its own duplicate. */
  excludeId?: number | null;
}

/** '9999-12-31' is how a series without end keeps its last date (activities/occurrences). */
const OPEN_END = '9999-12-31';

interface CandidateRow extends Record<string, unknown> {
  id: number;
  title: string;
  nextDate: string;
  lastDate: string | null;
  city: string;
  portalId: number;
  similarity: number;
}

export async function findLikelyDuplicates(db: Db, question: DuplicateQuestion): Promise<LikelyDuplicate[]> {
  const { range } = question;
  if (!range || question.title.trim() === '') return [];
  const city = question.city?.trim() ?? '';
  const rows = await selectRows<CandidateRow>(
    db,
    sql`select a.id, a.title, a.next_date::text as "nextDate", a.last_date::text as "lastDate", a.city,
        a.portal_id as "portalId", similarity(a.title, ${question.title})::float8 as similarity
      from activities a
      where a.next_date is not null
        and a.next_date <= ${range.to ?? OPEN_END}::date
        and coalesce(a.last_date, a.next_date) >= ${range.from}::date
        and (a.portal_id = ${question.portalId} or (${city} <> '' and lower(trim(a.city)) = lower(${city})))
        and a.id <> ${question.excludeId ?? 0}
        and similarity(a.title, ${question.title}) >= ${TITLE_SIMILARITY_THRESHOLD}
      order by similarity desc, a.next_date, a.id
      limit ${MAX_LIKELY_DUPLICATES * 4}`,
  );
  const draft = { portalId: question.portalId, city, range };
  return rows
    .filter((row) =>
      isLikelyDuplicate(
        draft,
        {
          portalId: row.portalId,
          city: row.city,
          range: { from: row.nextDate, to: !row.lastDate || row.lastDate === OPEN_END ? null : row.lastDate },
        },
        row.similarity,
      ),
    )
    .slice(0, MAX_LIKELY_DUPLICATES)
    .map(({ id, title, nextDate, city: where }) => ({ id, title, nextDate, city: where }));
}
