// The words' lists of activity ids that word-match.ts evaluates (decision 0018): made once from the
// database's lists, read in chunks of ids, and afterwards changed only where activities changed.
import { appendPacked, editPacked, NO_IDS, type PackedIds, packIds } from './packed-ids';
import type { WordPostings } from './word-match';

/** Appends ascending chunks of ids per word; ids of a later chunk are all greater than an earlier one's. */
export class PostingsBuilder {
  private readonly lists = new Map<string, PackedIds>();

  add(word: string, ids: Int32Array): void {
    const list = this.lists.get(word) ?? NO_IDS;
    this.lists.set(word, appendPacked(list, packIds(ids, list.last)));
  }

  finish(): Map<string, PackedIds> {
    return this.lists;
  }
}

const NO_NEW_IDS = new Int32Array(0);

/** An activity's words as the database has them now: in the whole text and in the short texts. */
export interface ActivityWords {
  id: number;
  all: readonly string[];
  head: readonly string[];
}

/**
 * The postings after some activities changed: every id of `changedIds` leaves every list, then those
 * `rows` holds (the ones not gone) join the lists of their words. Lists no change touched are shared
 * with the previous postings, which stay as they were for the pages still choosing with them.
 */
export function mergePostings(
  previous: WordPostings,
  changedIds: readonly number[],
  rows: readonly ActivityWords[],
): WordPostings {
  const changed = Int32Array.from(new Set(changedIds)).sort();
  const merge = (
    lists: ReadonlyMap<string, PackedIds>,
    wordsOf: (row: ActivityWords) => readonly string[],
  ) => {
    const added = new Map<string, number[]>();
    for (const row of rows) {
      for (const word of new Set(wordsOf(row))) {
        const ids = added.get(word);
        if (ids) ids.push(row.id);
        else added.set(word, [row.id]);
      }
    }
    const next = new Map<string, PackedIds>();
    // Each list leaves out the changed ids and takes those whose words it is (editPacked reads a list
    // only as far as the greatest of them: the lists a change does not touch are kept as they are).
    for (const [word, packed] of lists) {
      const ids = added.get(word);
      const edited = editPacked(packed, changed, ids ? Int32Array.from(ids).sort() : NO_NEW_IDS);
      if (edited.count > 0) next.set(word, edited);
    }
    for (const [word, ids] of added)
      if (!lists.has(word)) next.set(word, packIds(Int32Array.from(ids).sort()));
    return next;
  };
  return { all: merge(previous.all, (row) => row.all), head: merge(previous.head, (row) => row.head) };
}
