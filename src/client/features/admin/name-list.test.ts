import { describe, expect, it } from 'vitest';
import { nameList } from './name-list';

const others = (count: number) => `${count} anderen`;

describe('nameList', () => {
  it('joins names as a sentence does, in either language', () => {
    expect(nameList(['Anna'], 'nl', others)).toBe('Anna');
    expect(nameList(['Anna', 'Bram', 'Carla'], 'nl', others)).toBe('Anna, Bram en Carla');
    expect(nameList(['Anna', 'Bram', 'Carla'], 'en', others)).toBe('Anna, Bram and Carla');
  });

  it('names at most a few, then says how many more', () => {
    const names = ['A', 'B', 'C', 'D', 'E'];
    expect(nameList(names, 'nl', others, 3)).toBe('A, B en 3 anderen');
    expect(nameList(names, 'nl', others, 5)).toBe('A, B, C, D en E');
  });
});
