import { createHash } from 'node:crypto';
import type { ActivityFilter } from '../../../domain/activities/list-query';
import type { Language } from '../../../domain/language';

// The list's statements as SQL text. The list is the hot path: building these with the query builder
// cost about 0.2 ms of the app's CPU per request, a sixth of an uncached page. The text depends only on
// the filter's shape (which filters are set, which walk, with or without a total), never on its values,
// which are always parameters; so each shape is one named statement that every connection parses once.
// What each condition means and which index answers it: repository.ts. The API tests hold every shape.

/** Which part of a search a statement answers: the words (both tiers), or the typo-tolerant match. */
export type SearchPart = 'words' | 'typo';

/** What the service resolved from the filter: today, the date range to test, who asks. */
export interface ListContext {
  today: string;
  /** null: no date range (only upcoming/archive). `to` null: open-ended. */
  range: { from: string; to: string | null } | null;
  userId: number | null;
  /** Required when the filter has a search. */
  searchPart?: SearchPart;
  /** The language the page is shown in: its texts are chosen in the database (see listColumns). */
  lang?: Language;
}

/** One card's row, as listColumns names it (dates as 'YYYY-MM-DD' text). */
export interface ListRow {
  id: number;
  title: string;
  titleEn: string | null;
  subtitle: string | null;
  subtitleEn: string | null;
  descriptionStart: string | null;
  descriptionEnStart: string | null;
  category: string;
  price: string;
  priceEn: string | null;
  isFree: boolean | null;
  tags: string[];
  keywords: string | null;
  keywordsEn: string | null;
  ontmoetingsscore: number;
  activityType: string;
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  recurringStartDate: string | null;
  recurringEndDate: string | null;
  recurringDays: string[];
  recurringFrequency: string | null;
  recurringPattern: string | null;
  recurringStartTime: string | null;
  recurringEndTime: string | null;
  nextDate: string | null;
  city: string;
  cityEn: string | null;
  portalId: number;
  imageId: number | null;
  imageKey: string | null;
}

export interface ListStatement {
  /** The prepared statement's name: the same for the same text, whatever the values. */
  name: string;
  text: string;
  values: unknown[];
}

/**
 * The columns of a list card, named as ListRow names them. With a language, each text that has an
 * English twin is chosen in the database as presentation.ts's pick() would (English where it is not
 * empty, else Dutch) and the twin is null: half the text, the description excerpts above all, leaves
 * the database, crosses the wire and is parsed. Without one both are read.
 */
function listColumns(lang: Language | undefined): string {
  const text = (nl: string, en: string, as: string, asEn: string) =>
    lang === 'en'
      ? `coalesce(nullif(${en}, ''), ${nl}) as "${as}", null::text as "${asEn}"`
      : lang === 'nl'
        ? `${nl} as "${as}", null::text as "${asEn}"`
        : `${nl} as "${as}", ${en} as "${asEn}"`;
  return `a.id, ${text('a.title', 'a.title_en', 'title', 'titleEn')},
  ${text('a.subtitle', 'a.subtitle_en', 'subtitle', 'subtitleEn')},
  ${text('left(a.description, 400)', 'left(a.description_en, 400)', 'descriptionStart', 'descriptionEnStart')},
  a.category, ${text('a.price', 'a.price_en', 'price', 'priceEn')}, a.is_free as "isFree", a.tags,
  ${text('a.keywords', 'a.keywords_en', 'keywords', 'keywordsEn')},
  a.ontmoetingsscore, a.activity_type as "activityType",
  a.start_date as "startDate", a.end_date as "endDate", a.start_time as "startTime", a.end_time as "endTime",
  a.recurring_start_date as "recurringStartDate", a.recurring_end_date as "recurringEndDate",
  a.recurring_days as "recurringDays", a.recurring_frequency as "recurringFrequency",
  a.recurring_pattern as "recurringPattern", a.recurring_start_time as "recurringStartTime",
  a.recurring_end_time as "recurringEndTime", a.next_date as "nextDate",
  ${text('a.city', 'a.city_en', 'city', 'cityEn')},
  a.portal_id as "portalId", a.image_id as "imageId",
  (select i.key from images i where i.id = a.image_id) as "imageKey"`;
}

/** The values of a statement, each added once and referred to as $n wherever it is needed. */
class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const tsQuery = (search: string) =>
  `(websearch_to_tsquery('dutch', unaccent(${search})) || websearch_to_tsquery('english', unaccent(${search})))`;

interface Parts {
  conditions: string[];
  /** The date range of an upcoming list, walked in day order; null without one. */
  walk: { from: string; to: string } | null;
  /** Relevance before the list order: the typo similarity, or the words' tier. */
  relevance: string[];
}

function parts(filter: ActivityFilter, context: ListContext, p: Parameters): Parts {
  const conditions = [
    filter.showArchive ? 'a.next_date is null' : `a.next_date >= ${p.add(context.today)}::date`,
  ];
  const relevance: string[] = [];
  const { range } = context;
  let walk: Parts['walk'] = null;
  if (range && range.to === null) {
    conditions.push(`a.last_date >= ${p.add(range.from)}::date`);
  } else if (range?.to) {
    if (!filter.showArchive && range.from === context.today) {
      // From today: next_date is the first day of the first occurrence that is not over yet (so this
      // morning's finished session does not count, issue #14), which is also the activity's first day in
      // the range; the range is then a bound on next_date and the list is the default order, answered
      // from the covering index without walking the occurrences.
      conditions.push(`a.next_date <= ${p.add(range.to)}::date`);
    } else if (filter.showArchive) {
      conditions.push(
        `exists (select 1 from activity_occurrences o where o.activity_id = a.id
          and o.day between ${p.add(range.from)}::date and ${p.add(range.to)}::date)`,
      );
    } else {
      walk = { from: range.from, to: range.to };
    }
  }
  if (filter.search) {
    // The query is made once, as a scalar subquery (an InitPlan): written inline, unaccent (stable, so
    // never folded) and the two parsers ran again for every matching row, and the planner could not
    // estimate the match. Measured on a common word (671 of 5,000): 6.6 ms and 1.8 ms planning inline,
    // 1.5 ms and 0.1 ms as a subquery.
    const search = `${p.add(filter.search)}::text`;
    if (context.searchPart === 'typo') {
      const typed = `(select lower(unaccent(${search})))`;
      conditions.push(`a.search_text %> ${typed}`);
      relevance.push(`word_similarity(${typed}, a.search_text) desc`);
    } else {
      // search_vector holds the short texts too, so this is every match; a negation ('museum -kinderen')
      // therefore leaves out an activity that mentions the word anywhere, description included.
      const words = `(select ${tsQuery(search)})`;
      conditions.push(`a.search_vector @@ ${words}`);
      relevance.push(`coalesce(a.head_vector @@ ${words}, false) desc`);
    }
  }
  if (filter.tags.length > 0) {
    // The Categorie select sends its category key as a single tag (spec 2.5); a tag therefore also
    // matches the activities of the category with that key, so 'kunst-cultuur' finds the museum visits.
    const tags = `${p.add(filter.tags)}::text[]`;
    conditions.push(`(a.tags && ${tags} or a.category = any(${tags}))`);
  }
  if (filter.portalId !== null) {
    // A city portal shows its own activities and every activity located in its city.
    const portal = `${p.add(filter.portalId)}::int`;
    conditions.push(
      `(a.portal_id = ${portal} or lower(a.city) = (select lower(coalesce(pt.city, pt.name)) from portals pt
        where pt.id = ${portal} and pt.type = 'city'))`,
    );
  }
  if (filter.organizationId !== null) conditions.push(`a.portal_id = ${p.add(filter.organizationId)}::int`);
  if (filter.meetingScore !== null)
    conditions.push(`a.ontmoetingsscore >= ${p.add(filter.meetingScore)}::int`);
  if (filter.oneTimeOnly) conditions.push(`a.activity_type = 'one-time'`);
  if (filter.freeOnly) conditions.push('a.is_free');
  if (filter.showFavorites) {
    conditions.push(
      `a.id in (select f.activity_id from favorites f where f.user_id = ${p.add(context.userId ?? -1)}::int)`,
    );
  }
  return { conditions, walk, relevance };
}

/** Each activity of the range at its first day in it: the rows a total needs anyway, grouped once. */
const firstDays = (from: string, to: string) =>
  `(select activity_id, min(day) as first_day from activity_occurrences
    where day between ${from}::date and ${to}::date group by activity_id) f`;

/**
 * One page of the list in the list's order, with the number of matches when `withTotal` (in the
 * `pageTotal` column of every row; no rows, no total). The page's ids are found first and only those
 * rows are read in full: with an offset the database would otherwise build every skipped row.
 */
export function pageStatement(
  filter: ActivityFilter,
  context: ListContext,
  withTotal: boolean,
): ListStatement {
  const p = new Parameters();
  const { conditions, walk, relevance } = parts(filter, context, p);
  const total = withTotal ? 'count(*) over ()' : 'null::int';
  const listOrder = (id: string) =>
    filter.showArchive ? [`a.last_date desc nulls last`, `${id} desc`] : ['a.next_date', id];
  let ids: string;
  if (walk && withTotal) {
    ids = `select f.activity_id as page_id, f.first_day as page_day, ${total} as page_total
      from ${firstDays(p.add(walk.from), p.add(walk.to))} join activities a on a.id = f.activity_id
      where ${conditions.join(' and ')}
      order by ${[...relevance, 'f.first_day', 'f.activity_id'].join(', ')}`;
  } else if (walk) {
    // Stops after limit + offset rows: a row is kept only when no earlier day of its activity is in the range.
    const from = p.add(walk.from);
    ids = `select o.activity_id as page_id, o.day as page_day, ${total} as page_total
      from activity_occurrences o join activities a on a.id = o.activity_id
      where ${conditions.join(' and ')} and o.day between ${from}::date and ${p.add(walk.to)}::date
        and not exists (select 1 from activity_occurrences e
          where e.activity_id = o.activity_id and e.day >= ${from}::date and e.day < o.day)
      order by ${[...relevance, 'o.day', 'o.activity_id'].join(', ')}`;
  } else {
    ids = `select a.id as page_id, ${total} as page_total from activities a
      where ${conditions.join(' and ')}
      order by ${[...relevance, ...listOrder('a.id')].join(', ')}`;
  }
  // The same order again over the page's (at most `limit`) rows; every order ends in the id, so it is
  // the order the ids were found in.
  const outerOrder = [...relevance, ...(walk ? ['page.page_day', 'a.id'] : listOrder('a.id'))];
  const text = `select ${listColumns(context.lang)}, page.page_total as "pageTotal"
    from (${ids} limit ${p.add(filter.limit)}::int offset ${p.add(filter.offset)}::int) page
    join activities a on a.id = page.page_id
    order by ${outerOrder.join(', ')}`;
  return statement(text, p.values);
}

/** How many activities the filter matches (for X-Total-Count), in a column `total`. */
export function countStatement(filter: ActivityFilter, context: ListContext): ListStatement {
  const p = new Parameters();
  const { conditions, walk } = parts(filter, context, p);
  const from = walk
    ? `${firstDays(p.add(walk.from), p.add(walk.to))} join activities a on a.id = f.activity_id`
    : 'activities a';
  return statement(`select count(*)::int as total from ${from} where ${conditions.join(' and ')}`, p.values);
}

/** A member's favourites, most recently favourited first. */
export function favoritesStatement(userId: number, lang?: Language): ListStatement {
  return statement(
    `select ${listColumns(lang)} from favorites f join activities a on a.id = f.activity_id
      where f.user_id = $1::int order by f.favorited_at desc, a.id desc limit 500`,
    [userId],
  );
}

/** Statement names by text: a shape's text is built on every request, its name hashed once. */
const names = new Map<string, string>();

function statement(text: string, values: unknown[]): ListStatement {
  let name = names.get(text);
  if (name === undefined) {
    name = `list_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
    names.set(text, name);
  }
  return { name, text, values };
}
