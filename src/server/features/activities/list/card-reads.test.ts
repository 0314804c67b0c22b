import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../domain/language';
import { CardReads, type CardRow } from './card-reads';
import { rowOf } from './list-row-fixture';
import type { ListStatement } from './list-sql';

/** A database that answers the cards statement from `titles`, and notes every statement it was asked. */
function fakeDatabase(titles: Record<number, string>, answer: { changed?: boolean; fail?: Error } = {}) {
  const asked: { ids: number[]; snapshot: string | null }[] = [];
  const ask = async (statement: ListStatement): Promise<CardRow[]> => {
    const [snapshot, ids] = statement.values as [string | null, number[]];
    asked.push({ ids: [...ids], snapshot });
    if (answer.fail) throw answer.fail;
    const status = { snapshot: 'now', changed: answer.changed ?? false };
    if (answer.changed) return [{ ...rowOf(0, ''), ...status, id: null as unknown as number }];
    const rows = ids
      .filter((id) => titles[id] !== undefined)
      .map((id) => ({ ...rowOf(id, titles[id]!), ...status }));
    return rows.length > 0 ? rows : [{ ...rowOf(0, ''), ...status, id: null as unknown as number }];
  };
  return { ask, asked };
}

const titleOf = (card: Buffer | undefined) =>
  card ? (JSON.parse(card.toString()) as { title: string }).title : undefined;

describe('reading cards together', () => {
  it('asks once for the cards of reads made in the same turn, each id once, and answers each read', async () => {
    const db = fakeDatabase({ 1: 'Wandelen', 2: 'Koken', 3: 'Zingen' });
    const reads = new CardReads(db.ask);
    const [first, second] = await Promise.all([
      reads.read([1, 2], 'snap', 'nl'),
      reads.read([2, 3], 'snap', 'nl'),
    ]);
    expect(db.asked).toEqual([{ ids: [1, 2, 3], snapshot: 'snap' }]);
    expect([1, 2].map((id) => titleOf(first.card(id)))).toEqual(['Wandelen', 'Koken']);
    expect([2, 3].map((id) => titleOf(second.card(id)))).toEqual(['Koken', 'Zingen']);
    // One card, made once, for both reads.
    expect(first.card(2)).toBe(second.card(2));
  });

  it('asks apart for another language or another snapshot: the statement is per both', async () => {
    const db = fakeDatabase({ 1: 'Wandelen' });
    const reads = new CardReads(db.ask);
    const languages: Language[] = ['nl', 'en'];
    await Promise.all([
      ...languages.map((lang) => reads.read([1], 'snap', lang)),
      reads.read([1], 'later', 'nl'),
      reads.read([1], null, 'nl'),
    ]);
    expect(db.asked.map((a) => a.snapshot).sort()).toEqual(['later', 'snap', 'snap', null].sort());
    expect(db.asked).toHaveLength(4);
  });

  it('asks again for a read made after the statement went out', async () => {
    const db = fakeDatabase({ 1: 'Wandelen', 2: 'Koken' });
    const reads = new CardReads(db.ask);
    const first = reads.read([1], 'snap', 'nl');
    await new Promise((resolve) => setImmediate(resolve));
    const second = reads.read([2], 'snap', 'nl');
    await Promise.all([first, second]);
    expect(db.asked.map((a) => a.ids)).toEqual([[1], [2]]);
  });

  it('still asks its question for a read of no cards, and tells every read that something changed', async () => {
    const db = fakeDatabase({ 1: 'Wandelen' }, { changed: true });
    const reads = new CardReads(db.ask);
    const [none, one] = await Promise.all([reads.read([], 'snap', 'nl'), reads.read([1], 'snap', 'nl')]);
    expect(db.asked).toEqual([{ ids: [1], snapshot: 'snap' }]);
    expect([none.changed, one.changed]).toEqual([true, true]);
    expect(one.card(1)).toBeUndefined();
    expect(one.snapshot).toBe('now');
  });

  it('gives no card for an activity the database no longer has', async () => {
    const db = fakeDatabase({ 1: 'Wandelen' });
    const answer = await new CardReads(db.ask).read([1, 9], null, 'nl');
    expect(titleOf(answer.card(1))).toBe('Wandelen');
    expect(answer.card(9)).toBeUndefined();
  });

  it('fails every read of a statement that failed, and the next turn asks afresh', async () => {
    const failing = fakeDatabase({}, { fail: new Error('connection lost') });
    const reads = new CardReads(failing.ask);
    const results = await Promise.allSettled([reads.read([1], 'snap', 'nl'), reads.read([2], 'snap', 'nl')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(reads.read([3], 'snap', 'nl')).rejects.toThrow('connection lost');
    expect(failing.asked).toHaveLength(2);
  });
});
