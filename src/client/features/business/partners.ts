import type { Partner } from '../../../domain/site/partners';

export type { Partner };

/** `count` different partners in random order (Fisher–Yates on a copy). */
export function pickRandomPartners(count: number, partners: readonly Partner[]): Partner[] {
  const pool = [...partners];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
