import { createHash } from 'node:crypto';
import { FACETS, facetMask } from '../../../../domain/activities/facets';
import type { ListActivity } from '../../../../domain/activities/list-table';
import type { Language } from '../../../../domain/language';
import { nextRegistrationDaySql } from '../../../db/next-date-full';

// The list's statements as SQL text. The list is the hot path: building these with the query builder
// cost about 0.2 ms of the app's CPU per request. Which activities a list shows and in which order is
// decided in memory (list-selection.ts, decision 0016); these statements read what it needs: the
// activities' list fields, what changed since, the words a search matches and a page's cards. The
// text never holds a value, only parameters; each text is one named statement that every connection
// parses once.

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
  /** The stored facets ('free' is read from isFree). */
  facets: string[];
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
  /** The dates of a 'dates' series, for its sentence ('6 data: …'). */
  recurringDates: string[];
  recurringStartTime: string | null;
  recurringEndTime: string | null;
  nextDate: string | null;
  city: string;
  cityEn: string | null;
  portalId: number;
  imageId: number | null;
  imageKey: string | null;
  /** Read with the favourites only; a list's cards have theirs put in per page (placesLeftStatement). */
  placesLeft?: number | null;
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
  a.category, ${text('a.price', 'a.price_en', 'price', 'priceEn')}, a.is_free as "isFree", a.tags, a.facets,
  ${text('a.keywords', 'a.keywords_en', 'keywords', 'keywordsEn')},
  a.ontmoetingsscore, a.activity_type as "activityType",
  a.start_date as "startDate", a.end_date as "endDate", a.start_time as "startTime", a.end_time as "endTime",
  a.recurring_start_date as "recurringStartDate", a.recurring_end_date as "recurringEndDate",
  a.recurring_days as "recurringDays", a.recurring_frequency as "recurringFrequency",
  a.recurring_pattern as "recurringPattern", a.recurring_dates as "recurringDates",
  a.recurring_start_time as "recurringStartTime",
  a.recurring_end_time as "recurringEndTime", a.next_date as "nextDate",
  ${text('a.city', 'a.city_en', 'city', 'cityEn')},
  a.portal_id as "portalId", a.image_id as "imageId",
  (select i.key from images i where i.id = a.image_id) as "imageKey"`;
}

const tsQuery = (search: string) =>
  `(websearch_to_tsquery('dutch', unaccent(${search})) || websearch_to_tsquery('english', unaccent(${search})))`;

/** The day number (days since 1970-01-01) of a date expression, as list-selection.ts compares days. */
const dayNumber = (date: string) => `(${date} - date '1970-01-01')`;

// The list index's statements (list-index.ts). A snapshot is pg_current_snapshot()'s text; the changes
// a snapshot could not see are those of list_changes whose transaction it does not count as visible.
// Rows older than its xmin were all visible to it, so the index on xid bounds the search. (Asked as a
// count rather than `exists`: with the generic plan, exists chose a scan of the whole log, 2 ms at
// 14,000 rows, against 0.04 ms for the count's index-only scan of the few rows past xmin.)
const unseenChanges = (snapshot: string) => `select c.activity_id from list_changes c
  where c.xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot) and not pg_visible_in_snapshot(c.xid, ${snapshot}::pg_snapshot)`;

/** The snapshot the index's next load sees (run first in its repeatable-read transaction). */
export function snapshotStatement(): ListStatement {
  return namedStatement('select pg_current_snapshot()::text as snapshot', []);
}

/** The activities changed since a snapshot: to be read again, or removed when they are gone. */
export function changedIdsStatement(snapshot: string): ListStatement {
  return namedStatement(`select distinct u.activity_id as id from (${unseenChanges('$1')}) u`, [snapshot]);
}

/**
 * An activity's facets as facets.ts's facetMask: its stored facets' bits, and the free bit from its
 * price. The vocabulary is written into the text, so the bits are the domain's whatever order it has.
 */
const FACET_BITS = `(case when coalesce(a.is_free, false) then ${facetMask(['free'])} else 0 end)
    | coalesce((select bit_or(1 << (array_position(array[${FACETS.map((f) => `'${f}'`).join(', ')}]::text[], f) - 1))
      from unnest(a.facets) f), 0)`;

/** What the index holds of an activity `a` (list-table.ts's ListActivity). */
const entryColumns =
  () => `a.id, ${dayNumber('a.next_date')} as "nextDay", ${dayNumber('a.last_date')} as "lastDay",
    a.ontmoetingsscore as score, coalesce(a.is_free, false) as "isFree", a.activity_type = 'one-time' as "oneTime",
    a.capacity is not null as limited, a.next_date_full as "nextDateFull",
    a.portal_id as "portalId", a.category, a.tags, lower(a.city) as "cityLower", ${FACET_BITS} as facets,
    coalesce(a.words_key, 0) as "wordsKey",
    array(select ${dayNumber('o.day')} from activity_occurrences o where o.activity_id = a.id order by o.day) as days`;

/** What the index holds of each activity; of some, or of all. */
export function entriesStatement(ids: number[] | null): ListStatement {
  return ids === null
    ? namedStatement(`select ${entryColumns()} from activities a`, [])
    : namedStatement(`select ${entryColumns()} from activities a where a.id = any($1::int[])`, [ids]);
}

/** A row of changesStatement: an activity changed (null: none), and what the index holds of it now. */
export type ChangeRow = { snapshot: string; changedId: number | null } & (
  | ListActivity
  | { [field in keyof ListActivity]: null }
);

/**
 * In one statement, so as of one snapshot: the snapshot now, and each activity changed since
 * `snapshot` with what the index holds of it (its fields null when it is gone). Always one row at least
 * (changedId null when nothing changed).
 *
 * `offset 0` keeps the entries a lookup per changed activity. The generic plan (the list pool's) guesses
 * that a third of the change log is unseen, and without the fence it joined that guess with every
 * activity: a scan of the whole table, each activity's days included, for a catch-up that found one
 * change (30–40 ms of the database's time at 5,000 activities, where the lookups take 0.4 ms).
 */
export function changesStatement(snapshot: string): ListStatement {
  return namedStatement(
    `with c as (select distinct u.activity_id as id from (${unseenChanges('$1')}) u)
    select pg_current_snapshot()::text as snapshot, c.id as "changedId", e.*
    from (select) one left join c on true
    left join lateral (select ${entryColumns()} from activities a where a.id = c.id offset 0) e on true`,
    [snapshot],
  );
}

/**
 * A page's cards in the order of `ids`, and whether anything changed since the index's snapshot (then
 * no card is read: the index catches up and the page is chosen again). Always one row at least: the
 * snapshot now and the answer, with the cards' columns null when the page is empty. Without a snapshot
 * nothing is checked.
 */
export function cardsStatement(ids: number[], snapshot: string | null, lang: Language): ListStatement {
  return namedStatement(
    // The question asked once (materialised; inlined, it was asked for the column and again for the
    // join; a limit 1 brought back the scan of the whole log), and the cards read only when its answer
    // is no (a one-time filter: an InitPlan over s; as a join condition the cards were read anyway).
    `with s as materialized (select pg_current_snapshot()::text as snapshot,
      (select count(*) from (${unseenChanges('$1')}) u) > 0 as changed)
    select s.snapshot, s.changed, r.* from s
    left join lateral (select ${listColumns(lang)}, u.n from unnest($2::int[]) with ordinality u(id, n)
      join activities a on a.id = u.id where not (select s.changed from s)) r on true
    order by r.n`,
    [snapshot, ids],
  );
}

/**
 * The activities a search's words match, as two comma-separated lists of ascending ids (for a phrase;
 * other searches are matched in memory the same way, decision 0018): those matching in the
 * short texts (title, subtitle, keywords, tags, city: head_vector) and those matching only elsewhere.
 * search_vector holds the short texts too, so a negation ('museum -kinderen') leaves out an activity
 * that mentions the word anywhere. The query is made once, as a scalar subquery (an InitPlan): written
 * inline, unaccent (stable, so never folded) and both parsers ran again for every matching row.
 */
export function searchWordsStatement(search: string): ListStatement {
  const words = `(select ${tsQuery('$1::text')})`;
  return namedStatement(
    `select string_agg(m.id::text, ',' order by m.id) filter (where m.head) as head,
      string_agg(m.id::text, ',' order by m.id) filter (where not m.head) as body
    from (select a.id, coalesce(a.head_vector @@ ${words}, false) as head from activities a
      where a.search_vector @@ ${words}) m`,
    [search],
  );
}

/**
 * The tsquery a search's text becomes, as text (decision 0018: its words are then matched in memory,
 * list-index.ts's postings and domain/activities/word-match.ts), and the text as the typo match
 * compares it (lower case, unaccented; decision 0019). No table is read. Only for texts the server
 * does not make these of itself (decision 0021).
 */
export function searchQueryStatement(search: string): ListStatement {
  return namedStatement(
    `select (${tsQuery('$1::text')})::text as query, lower(unaccent($1::text)) as typed`,
    [search],
  );
}

/** The query and the typed text of each of several texts, as searchQueryStatement makes them (decision 0021's probe). */
export function searchQueriesStatement(texts: string[]): ListStatement {
  return namedStatement(
    `select t.text, (${tsQuery('t.text')})::text as query, lower(unaccent(t.text)) as typed
    from unnest($1::text[]) with ordinality t(text, n) order by t.n`,
    [texts],
  );
}

/**
 * The words of the activities with ids from $1 to $2, each with its ids (comma-separated, in no set
 * order): `kind` 'all' for the whole text (search_vector), 'head' for the short texts (head_vector).
 * Read in chunks of ids by the list index's load, so that no more than a chunk's lists are text at
 * once. (Sorted here, string_agg's `order by` sorted every word's ids on disk: 1.46 s a chunk of 20,000
 * activities, against 0.16 s hashed.)
 */
export function wordPostingsStatement(fromId: number, toId: number): ListStatement {
  const lists = (kind: string, vector: string) => `select '${kind}' as kind, w as word,
      string_agg(a.id::text, ',') as ids
    from activities a, unnest(tsvector_to_array(a.${vector})) w
    where a.id between $1::int and $2::int group by w`;
  return namedStatement(`${lists('all', 'search_vector')} union all ${lists('head', 'head_vector')}`, [
    fromId,
    toId,
  ]);
}

/** The words of these activities now (those gone are not answered), for the postings' catch-up. */
export function activityWordsStatement(ids: number[]): ListStatement {
  return namedStatement(
    `select a.id, coalesce(tsvector_to_array(a.search_vector), '{}') as "all",
      coalesce(tsvector_to_array(a.head_vector), '{}') as head
    from activities a where a.id = any($1::int[])`,
    [ids],
  );
}

/**
 * A member's favourites' ids, comma-separated and ascending, for a list of favourites only (a tier of
 * ids must be ascending: list-selection.ts meets sparse ids with the table's in one pass). Without the
 * order, string_agg gave them in the order they were favourited.
 */
export function favoriteIdsStatement(userId: number): ListStatement {
  return namedStatement(
    `select string_agg(f.activity_id::text, ',' order by f.activity_id) as ids
    from favorites f where f.user_id = $1::int`,
    [userId],
  );
}

/**
 * The city each of these portals shows every activity of, lower case: a city portal's (its city, else
 * its name). An organisation's portal, or one that is gone, has no row.
 */
export function portalCitiesStatement(portalIds: readonly number[]): ListStatement {
  return namedStatement(
    `select pt.id, lower(coalesce(pt.city, pt.name)) as city from portals pt
    where pt.id = any($1::int[]) and pt.type = 'city'`,
    [portalIds],
  );
}

/** The places left on the next date of the activities row `a`, as SQL text; null without a capacity. */
const placesLeftSql = `(case when a.capacity is null then null else greatest(0, a.capacity - (select count(*)::int
    from registrations r where r.activity_id = a.id and r.status = 'going'
      and r.day is not distinct from ${nextRegistrationDaySql('a')})) end)`;

/**
 * The places left on the next date of these activities (those with a capacity: others have no row):
 * the page's cards' numbers, each counted by registrations_date_order_idx.
 */
export function placesLeftStatement(ids: readonly number[]): ListStatement {
  return namedStatement(
    `select a.id, ${placesLeftSql} as "placesLeft" from activities a
    where a.id = any($1::int[]) and a.capacity is not null`,
    [ids],
  );
}

/** A member's favourites, most recently favourited first. */
export function favoritesStatement(userId: number, lang?: Language): ListStatement {
  return namedStatement(
    `select ${listColumns(lang)}, ${placesLeftSql} as "placesLeft"
      from favorites f join activities a on a.id = f.activity_id
      where f.user_id = $1::int order by f.favorited_at desc, a.id desc limit 500`,
    [userId],
  );
}

/** Statement names by text: a shape's text is built on every request, its name hashed once. */
const names = new Map<string, string>();

/** A statement sent by name: prepared once per connection of the list's pool (also the detail's). */
export function namedStatement(text: string, values: unknown[]): ListStatement {
  let name = names.get(text);
  if (name === undefined) {
    name = `list_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
    names.set(text, name);
  }
  return { name, text, values };
}

/**
 * The ids of a comma-separated list (ascending as the statement sorted them), read digit by digit: a
 * common word matches 18,000 activities at 100,000, and split-and-Number made a string of each (14% of
 * a search's app CPU).
 */
export function parseIds(list: string | null | undefined): Int32Array {
  if (!list) return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < list.length; i++) if (list.charCodeAt(i) === 44) count++;
  const ids = new Int32Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i < list.length; i++) {
    const code = list.charCodeAt(i);
    if (code === 44) {
      ids[n++] = value;
      value = 0;
    } else value = value * 10 + (code - 48);
  }
  ids[n] = value;
  return ids;
}
