import { facetMask } from '../../../../domain/activities/facets';
import type { ActivityFilter } from '../../../../domain/activities/list-query';
import {
  type ListSelection,
  type RelevanceTier,
  selectListPage,
} from '../../../../domain/activities/list-selection';
import { isLimited, isNextDateFull, type ListTable, slotOf } from '../../../../domain/activities/list-table';
import { type RankBits, rankBitsOf } from '../../../../domain/activities/rank-bits';
import { searchQueryOf } from '../../../../domain/activities/search-query';
import { typoTiers } from '../../../../domain/activities/typo-match';
import { idListOf, parseWordQuery, type WordPostings } from '../../../../domain/activities/word-match';
import { matchWordsOverRanks } from '../../../../domain/activities/word-ranks';
import type { Language } from '../../../../domain/language';
import { toDayNumber } from '../../../../domain/recurrence/calendar-date';
import type { ActivityList } from './activity-list';
import { withPlacesLeft } from './card-texts';
import { favoriteIdsStatement, parseIds, searchQueryStatement, searchWordsStatement } from './list-sql';

/** What the service resolved from the filter: today, the date range to test, who asks, in which language. */
export interface ListContext {
  today: string;
  /** null: no date range (only upcoming/archive). `to` null: open-ended. */
  range: { from: string; to: string | null } | null;
  userId: number | null;
  /** The texts of the cards are chosen in the database for this language (list-sql.ts's listColumns). */
  lang: Language;
}

/** After this many pages chosen again because of a change, the page is read without asking. */
const ATTEMPTS = 3;

/**
 * One page of the list as its cards' JSON, and the number of matches. The index chooses the page
 * (list-selection.ts) with a search's words matched by its words (decision 0018), or when they match
 * nothing, by words like the typed text (decision 0019); the database gives what only it knows (a
 * search's query, a phrase's matches, the favourites, a city portal's city) and then the rows of the
 * page's cards that are not yet written (card-texts.ts), together with whether the index missed a
 * change. When it did, the index catches up and the page is chosen again. While the index hears every
 * change (decision 0020) a page whose cards are all written needs no statement at all.
 */
export async function readListPage(
  list: ActivityList,
  filter: ActivityFilter,
  context: ListContext,
): Promise<{ texts: Buffer[]; total: number }> {
  const { index } = list;
  const { lang } = context;
  for (let attempt = 1; ; attempt++) {
    const { table, words, snapshot, generation, heard } = await index.current();
    const { selection, favorites, typed } = await selectionOf(list, filter, context, { table, words });
    let page = selectListPage(table, selection);
    // A search whose words match nothing (with the other filters) answers with the typo-tolerant match.
    if (typed !== null && page.total === 0) {
      const relevance = only(table, typoTiers(typed, words.head, table.ids), favorites);
      page = selectListPage(table, { ...selection, relevance });
    }
    const cards = page.ids.map((id) => index.cards.get(id, lang));
    const unwritten = page.ids.filter((_, i) => cards[i] === undefined);
    // Every change heard and caught up with (decision 0020), every card written: nothing to ask.
    if (heard && unwritten.length === 0) {
      return { texts: await placesPutIn(list, table, page.ids, cards as Buffer[]), total: page.total };
    }
    const check = attempt < ATTEMPTS ? snapshot : null;
    // Asked even when every card is written, unless every change is heard: the question is what keeps
    // the page current. Read with the other pages of this turn (card-reads.ts).
    const answer = await list.cardReads.read(unwritten, check, lang);
    if (check !== null) index.report(check, answer.changed, answer.snapshot);
    if (answer.changed) continue;
    const texts: Buffer[] = [];
    const shown: number[] = [];
    page.ids.forEach((id, i) => {
      let text = cards[i];
      if (text === undefined) {
        text = answer.card(id);
        // Only without the question can an activity have gone meanwhile; read without it (the last
        // attempt), a card is sent but not kept.
        if (text === undefined) return;
        if (check !== null) index.cards.keep(generation, id, lang, text);
      }
      texts.push(text);
      shown.push(id);
    });
    return { texts: await placesPutIn(list, table, shown, texts), total: page.total };
  }
}

/**
 * The cards (of `ids`, in order) with their next date's places left put in (card-texts.ts's
 * withPlacesLeft), in place. Those without a capacity keep null, and a full next date is 0 as the
 * index knows it; only the others are counted, every page of this turn with one statement
 * (activity-list.ts). A page without a capacity among its cards asks nothing.
 */
async function placesPutIn(
  list: ActivityList,
  table: ListTable,
  ids: readonly number[],
  texts: Buffer[],
): Promise<Buffer[]> {
  let counts: Promise<void>[] | null = null;
  ids.forEach((id, i) => {
    const slot = slotOf(table, id);
    if (slot < 0 || !isLimited(table, slot)) return;
    if (isNextDateFull(table, slot)) {
      texts[i] = withPlacesLeft(texts[i]!, 0);
      return;
    }
    counts ??= [];
    counts.push(
      list.placesLeft(id).then((left) => {
        if (left !== null) texts[i] = withPlacesLeft(texts[i]!, left);
      }),
    );
  });
  if (counts) await Promise.all(counts);
  return texts;
}

const day = (date: string) => toDayNumber(date);
/** The tiers without the activities that are not also in `kept` (ascending ids; none left out when null). */
function only(table: ListTable, tiers: RelevanceTier[], kept: Int32Array | null): RelevanceTier[] {
  if (!kept) return tiers;
  const keptIds = new Set(kept);
  const keptRanks = tiers.some(({ ids }) => 'rankBits' in ids) ? rankBitsOf(table, kept) : null;
  return tiers.map(({ relevance, ids }) =>
    'rankBits' in ids
      ? { relevance, ids: { rankBits: ids.rankBits.map((word, i) => word & keptRanks![i]!) } }
      : { relevance, ids: idListOf(ids).filter((id) => keptIds.has(id)) },
  );
}

async function selectionOf(
  list: ActivityList,
  filter: ActivityFilter,
  context: ListContext,
  index: { table: ListTable; words: WordPostings },
): Promise<{ selection: ListSelection; favorites: Int32Array | null; typed: string | null }> {
  let relevance: RelevanceTier[] | null = null;
  let favorites: Int32Array | null = null;
  let typed: string | null = null;
  if (filter.search) {
    // Matches in the short texts first, then the others.
    const { head, body, ...search } = await searchMatches(list, filter.search, index);
    typed = search.typed;
    relevance = [
      { relevance: 1, ids: head },
      { relevance: 0, ids: body },
    ];
  }
  if (filter.showFavorites) {
    const [found] = await list.ask<{ ids: string | null }>(favoriteIdsStatement(context.userId ?? -1));
    const mine = parseIds(found?.ids);
    favorites = mine;
    relevance = relevance ? only(index.table, relevance, mine) : [{ relevance: 0, ids: mine }];
  }
  let portal: ListSelection['portal'] = null;
  if (filter.portalId !== null) {
    portal = { id: filter.portalId, cityLower: await list.portalCity(filter.portalId) };
  }
  const { range } = context;
  const selection: ListSelection = {
    today: day(context.today),
    archive: filter.showArchive,
    range: range ? { from: day(range.from), to: range.to === null ? null : day(range.to) } : null,
    tags: filter.tags,
    portal,
    organizationId: filter.organizationId,
    meetingScore: filter.meetingScore,
    oneTimeOnly: filter.oneTimeOnly,
    freeOnly: filter.freeOnly,
    placesLeftOnly: filter.placesLeftOnly,
    facets: facetMask(filter.facets),
    relevance,
    offset: filter.offset,
    limit: filter.limit,
  };
  return { selection, favorites, typed };
}

/**
 * The activities a search's words match, those whose short texts match first (decision 0018): the
 * query of the words is made in memory where the database agreed (decision 0021), else by the
 * database; the index's words answer it. A phrase (quoted or hyphenated
 * words) needs the words' positions, which only the database keeps: it matches those itself. With
 * the text as the typo match compares it.
 */
async function searchMatches(
  { ask, searchQueries }: ActivityList,
  search: string,
  index: { table: ListTable; words: WordPostings },
): Promise<{ head: ArrayLike<number> | RankBits; body: ArrayLike<number> | RankBits; typed: string }> {
  const variant = await searchQueries.variant(ask).catch(() => null);
  const made = variant ? searchQueryOf(search, variant) : null;
  const [asked] = made ? [made] : await ask<{ query: string; typed: string }>(searchQueryStatement(search));
  const typed = asked?.typed ?? '';
  const query = parseWordQuery(asked?.query ?? '');
  if (query !== null) return { ...matchWordsOverRanks(query, index.words, index.table), typed };
  const [found] = await ask<{ head: string | null; body: string | null }>(searchWordsStatement(search));
  return { head: parseIds(found?.head), body: parseIds(found?.body), typed };
}
