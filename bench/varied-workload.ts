// The varied workload: list requests that are each a different filter, as people's searches are. The
// fixed queries of scenarios.ts repeat one filter, so with the page cache on they measure the cache; these
// paths never repeat within a run (the pool is larger than a run's requests), so every one of them goes
// to the database whatever LIST_CACHE_SECONDS is. Drawn from the bench's seeded random: repeatable.
import { addDays } from './activity-factory';
import { createRng, int, pick, type Rng } from './random';
import { TAGS } from './vocabulary';

/** Words people type: common and rare tags, title words, and two-word searches. */
export const SEARCH_WORDS = [
  'wandelen',
  'wandeling',
  'museum',
  'yoga',
  'koken',
  'muziek',
  'fietstocht',
  'taal',
  'koffie',
  'buurt',
  'hardlopen',
  'dansen',
  'rondleiding',
  'expositie',
  'filmavond',
  'bibliotheek',
  'zwemmen',
  'natuur',
  'kinderen',
  'tuin',
  'samen eten',
  'open atelier',
  'stadswandeling gids',
  'walk',
  'cooking',
] as const;

/**
 * Distinct filters in the varied workload: more than a run asks for (warm-up and load), so no filter is
 * asked twice and the page cache never answers it, with or without LIST_CACHE_SECONDS=0. The run
 * (server-load.ts) warns if it ever went round: then the pool is too small for the machine, and the
 * page cache answers the repeats. 150,000 (about 1 s to draw) lasts 12,500 req/s for the default 2 s
 * warm-up and 8 s load with room to spare, and the generator draws it at 5,000 activities as at 100,000.
 */
export const VARIED_POOL_SIZE = 150_000;

/** The filter bar's quick date choices (list-query.ts's dateFilter, but 'custom'). */
const QUICK_DATES = ['today', 'tomorrow', 'weekend'] as const;

export const VARIED_KINDS = ['search', 'custom range', 'tag pair', 'score + free', 'deep page'] as const;
export type VariedKind = (typeof VARIED_KINDS)[number];

export interface VariedOptions {
  seed: string;
  today: string;
  /** Activities in the data set: deep pages reach up to its end. */
  activityCount: number;
  /** How many distinct paths to make. */
  size: number;
  pageSize: number;
}

export interface VariedRequest {
  kind: VariedKind;
  path: string;
}

/** A page offset: mostly the first pages, sometimes deep, with odd offsets as well as whole pages. */
function offsetOf(rng: Rng, pageSize: number, deepest: number): number {
  const page = rng.next() < 0.6 ? int(rng, 0, 4) : int(rng, 0, Math.max(0, Math.floor(deepest / pageSize)));
  return page * pageSize + (rng.next() < 0.3 ? int(rng, 1, pageSize - 1) : 0);
}

function paramsFor(kind: VariedKind, rng: Rng, options: VariedOptions): Record<string, string> {
  const { today, pageSize } = options;
  switch (kind) {
    case 'search':
      return {
        search: pick(rng, SEARCH_WORDS),
        ...(rng.next() < 0.3 ? { meetingScore: String(int(rng, 2, 5)) } : {}),
        offset: String(offsetOf(rng, pageSize, 480)),
      };
    case 'custom range': {
      const start = int(rng, 0, 90);
      return {
        dateFilter: 'custom',
        startDate: addDays(today, start),
        endDate: addDays(today, start + int(rng, 0, 30)),
        offset: String(offsetOf(rng, pageSize, 480)),
      };
    }
    case 'tag pair': {
      const first = pick(rng, TAGS);
      let second = pick(rng, TAGS);
      while (second === first) second = pick(rng, TAGS);
      // In one order, so two paths never name the same filter.
      const pair = [first, second].sort().join(',');
      return {
        tags: pair,
        ...(rng.next() < 0.3 ? { freeOnly: 'true' } : {}),
        offset: String(offsetOf(rng, pageSize, 240)),
      };
    }
    case 'score + free':
      return {
        meetingScore: String(int(rng, 1, 5)),
        freeOnly: 'true',
        ...(rng.next() < 0.3 ? { oneTimeOnly: 'true' } : {}),
        // "Free and sociable this weekend", or with a tag: the filter bar's other choices.
        ...(rng.next() < 0.4 ? { dateFilter: pick(rng, QUICK_DATES) } : {}),
        ...(rng.next() < 0.3 ? { tags: pick(rng, TAGS) } : {}),
        offset: String(offsetOf(rng, pageSize, 960)),
      };
    case 'deep page': {
      // About 60% of the generated agenda is still to come; deeper offsets would only find empty pages.
      // Some browse only the sociable ones (a score of at least 2 or 3: 95% and 80% of them), some one of
      // the common tags (TAGS is in the generator's order of popularity: the first on about half of them).
      const score = rng.next() < 0.4 ? int(rng, 2, 3) : 1;
      const tag = rng.next() < 0.4 ? int(rng, 0, 9) : null;
      const share = (score === 1 ? 1 : (6 - score) / 5) * (tag === null ? 1 : 0.5 / (tag + 1));
      const upcoming = Math.floor(options.activityCount * 0.6 * share);
      return {
        ...(score > 1 ? { meetingScore: String(score) } : {}),
        ...(tag !== null ? { tags: TAGS[tag]! } : {}),
        ...(rng.next() < 0.3 ? { oneTimeOnly: 'true' } : {}),
        offset: String(int(rng, 0, Math.max(0, upcoming - pageSize))),
      };
    }
  }
}

/** `size` distinct list paths, the kinds in turn, the same for the same seed and day. */
export function variedRequests(options: VariedOptions): VariedRequest[] {
  const rng = createRng(`${options.seed}:varied`);
  const seen = new Set<string>();
  const requests: VariedRequest[] = [];
  let attempts = 0;
  while (requests.length < options.size) {
    if (++attempts > options.size * 20) throw new Error('The varied workload ran out of distinct filters');
    const kind = VARIED_KINDS[requests.length % VARIED_KINDS.length]!;
    // A third of the visitors read the English site (the page cache keys on the language too).
    const lang: Record<string, string> = rng.next() < 0.35 ? { lang: 'en' } : {};
    const params = { ...paramsFor(kind, rng, options), ...lang, limit: String(options.pageSize) };
    const path = `/api/activities?${new URLSearchParams(params)}`;
    if (seen.has(path)) continue;
    seen.add(path);
    requests.push({ kind, path });
  }
  return requests;
}
