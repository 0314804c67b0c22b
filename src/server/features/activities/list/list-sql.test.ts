import { describe, expect, it } from 'vitest';
import {
  cardsStatement,
  changedIdsStatement,
  entriesStatement,
  favoriteIdsStatement,
  type ListStatement,
  portalCitiesStatement,
  searchQueryStatement,
  searchWordsStatement,
} from './list-sql';

const snapshot = '740:745:741,743';

describe('the list statements', () => {
  it('are one named statement per text: other values, the same name', () => {
    const a = cardsStatement([1, 2, 3], snapshot, 'nl');
    const b = cardsStatement([9], null, 'nl');
    expect(b.text).toBe(a.text);
    expect(b.name).toBe(a.name);
    expect(b.values).not.toEqual(a.values);
    expect(searchWordsStatement('yoga').name).toBe(searchWordsStatement('museum -kinderen').name);
  });

  it('differ in name where the text differs', () => {
    const names = new Set([
      cardsStatement([1], snapshot, 'nl').name,
      cardsStatement([1], snapshot, 'en').name,
      entriesStatement(null).name,
      entriesStatement([1]).name,
      changedIdsStatement(snapshot).name,
      searchWordsStatement('x').name,
      searchQueryStatement('x').name,
      favoriteIdsStatement(1).name,
      portalCitiesStatement([1]).name,
    ]);
    expect(names.size).toBe(9);
  });

  it('never carry a value in their text: every one is a parameter', () => {
    const hostile = "x'); drop table activities; --";
    const statements: ListStatement[] = [
      searchWordsStatement(hostile),
      searchQueryStatement(hostile),
      cardsStatement([4, 5], snapshot, 'en'),
      changedIdsStatement(snapshot),
      entriesStatement([7]),
      favoriteIdsStatement(12),
      portalCitiesStatement([13]),
    ];
    for (const statement of statements) {
      expect(statement.text).not.toContain('drop table');
      expect(statement.text).not.toContain('740');
      // Each $n is a value given: no gap, none missing.
      const used = new Set([...statement.text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
      expect([...used].sort((x, y) => x - y)).toEqual(statement.values.map((_, i) => i + 1));
    }
  });
});
