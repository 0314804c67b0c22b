import { describe, expect, it } from 'vitest';
import { readsPerTurn } from './reads-per-turn';

/** A read that finds each key doubled (no negative key), noting the keys of every statement. */
function doubling(fail?: Error) {
  const statements: number[][] = [];
  const read = readsPerTurn<number, number>(async (keys) => {
    statements.push([...keys]);
    if (fail) throw fail;
    return new Map(keys.filter((key) => key >= 0).map((key) => [key, key * 2]));
  });
  return { read, statements };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('reads per turn', () => {
  it('reads the keys asked for in one turn with one statement, each asker its own value', async () => {
    const { read, statements } = doubling();
    expect(await Promise.all([read(1), read(2), read(-1), read(1)])).toEqual([2, 4, null, 2]);
    expect(statements).toHaveLength(1);
    expect(new Set(statements[0])).toEqual(new Set([1, 2, -1]));
  });

  it('starts the next statement for a key asked for after the turn, and keeps nothing', async () => {
    const { read, statements } = doubling();
    const first = read(1);
    await nextTurn();
    const second = read(1);
    expect(await Promise.all([first, second])).toEqual([2, 2]);
    expect(statements).toEqual([[1], [1]]);
  });

  it('reads apart for another batcher (another app)', async () => {
    const one = doubling();
    const other = doubling();
    await Promise.all([one.read(1), other.read(1)]);
    expect([one.statements, other.statements]).toEqual([[[1]], [[1]]]);
  });

  it('fails every asker of a failed statement, and the next turn asks afresh', async () => {
    const { read, statements } = doubling(new Error('connection lost'));
    const results = await Promise.allSettled([read(1), read(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(read(3)).rejects.toThrow('connection lost');
    expect(statements).toEqual([[1, 2], [3]]);
  });

  it('asks for at most 200 keys in one statement', async () => {
    const { read, statements } = doubling();
    await Promise.all(Array.from({ length: 450 }, (_, i) => read(i)));
    expect(statements.map((keys) => keys.length)).toEqual([200, 200, 50]);
  });
});
