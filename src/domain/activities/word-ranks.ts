// A search's words matched straight over the list's ranks (decision 0023). The words' lists are by id
// (word-match.ts), the list's bitmaps by rank (list-selection.ts): matched by id, a search's matches
// were then moved to ranks one id at a time, for every request. A common word's 13,000 ids at 100,000
// activities cost more than the rest of the selection: the searches of the varied workload spent a
// quarter of their CPU in that move and the bitmaps' making. Over ranks, a common word's bitmap is
// moved once per table and word, and a search is word operations.

import { addBit, emptyBits } from './bitmaps';
import type { ListTable } from './list-table';
import { forEachId, type PackedIds } from './packed-ids';
import { type RankBits, rankBitsOf, ranksById } from './rank-bits';
import {
  denseBitmapOf,
  type MarkWord,
  matchHeadAndBody,
  matchWords,
  type WordPostings,
  type WordQuery,
} from './word-match';

/**
 * A common word's ranks, per table and word list (keyed by the objects, which are never changed: a
 * change makes new ones). Only the words with a bitmap over ids (word-match.ts: in at least one
 * activity in 8; 224 words of 541 at 100,000), so at most as much memory as those bitmaps.
 */
const denseRanksOf = new WeakMap<ListTable, WeakMap<PackedIds, Uint32Array>>();
/** Every rank of a table, as bits: what 'not' takes from. */
const everyRankOf = new WeakMap<ListTable, Uint32Array>();

function everyRank(table: ListTable): Uint32Array {
  let bits = everyRankOf.get(table);
  if (!bits) {
    bits = emptyBits(table.size);
    for (let rank = 0; rank < table.size; rank++) addBit(bits, rank);
    everyRankOf.set(table, bits);
  }
  return bits;
}

function markRanks(table: ListTable, byId: Int32Array): MarkWord {
  let dense = denseRanksOf.get(table);
  if (!dense) {
    dense = new WeakMap();
    denseRanksOf.set(table, dense);
  }
  const kept = dense;
  const mark = (packed: PackedIds, bits: Uint32Array) =>
    forEachId(packed, (id) => {
      const rank = id < byId.length ? byId[id]! : -1;
      if (rank >= 0) addBit(bits, rank);
    });
  return (packed, bits) => {
    if (!packed) return;
    if (denseBitmapOf(packed) === undefined) return mark(packed, bits);
    let ranks = kept.get(packed);
    if (!ranks) {
      ranks = emptyBits(table.size);
      mark(packed, ranks);
      kept.set(packed, ranks);
    }
    for (let i = 0; i < bits.length; i++) bits[i]! |= ranks[i]!;
  };
}

/**
 * What matchWords answers, as bitmaps over the table's ranks: the activities the query matches in
 * their short texts (head), and only elsewhere (body).
 */
export function matchWordsOverRanks(
  query: WordQuery | 'empty',
  postings: WordPostings,
  table: ListTable,
): { head: RankBits; body: RankBits } {
  const byId = ranksById(table);
  if (!byId) {
    // Ids too sparse for a look-up table: matched by id, then moved.
    const { head, body } = matchWords(query, postings, table.ids);
    return { head: { rankBits: rankBitsOf(table, head) }, body: { rankBits: rankBitsOf(table, body) } };
  }
  const { head, body } = matchHeadAndBody(query, postings, everyRank(table), markRanks(table, byId));
  return { head: { rankBits: head }, body: { rankBits: body } };
}
