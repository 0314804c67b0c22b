import type { Facet } from '../activities/facets';
import { normaliseTags } from '../activities/tags';
import { CATEGORIES, CATEGORY_KEYS } from '../categories';
import { tagLabel } from '../english-tags';
import { FACET_WORDS, NOT_FACET_WORDS } from './facet-words';
import { type KnownPortal, type PlacePhrase, placePhrases } from './places';
import {
  FILLER_WORDS,
  FORMAT_SYNONYMS,
  FREE_WORDS,
  PAID_WORDS,
  PLACES_LEFT_WORDS,
  QUIET_WORDS,
  SOCIAL_WORDS,
  TOPIC_SYNONYMS,
  UNMATCHED_TAG_WORDS,
} from './synonyms';
import { normaliseText, phraseWords } from './words';

// Every phrase the assistant knows, with what it means, for one request: the fixed words of
// synonyms.ts and facet-words.ts, the category names, the tags the agenda uses (with their English names) and the portals.

export type Meaning =
  | { kind: 'place'; portal: KnownPortal }
  | { kind: 'free' }
  | { kind: 'paid' }
  | { kind: 'placesLeft' }
  /** What the activity must say about who can come (the list's facets=). */
  | { kind: 'facet'; facet: Facet }
  | { kind: 'social'; score: number }
  | { kind: 'quiet' }
  /**
   * `format`: a word for the form ('les', 'workshop'), used only when no subject is named. `broad`: the
   * target is wider than the words ('yoga' → Sport where no activity carries the tag yoga).
   */
  | { kind: 'topic'; target: string; format: boolean; broad: boolean }
  | { kind: 'filler' };

export type TopicTarget = { target: string; format: boolean; broad: boolean };

export interface Entry {
  words: string[];
  meaning: Meaning;
}

export interface Vocabulary {
  /** Longest phrases first; among equally long ones the order of Meaning above. */
  entries: Entry[];
  places: PlacePhrase[];
  /** Topic phrases of one word, for the typo and word-ending pass. */
  topicWords: Map<string, TopicTarget>;
  isFiller(word: string): boolean;
}

const splitList = (list: string) =>
  list
    .split(',')
    .map((phrase) => phraseWords(phrase))
    .filter((words) => words.length > 0);

// The fixed parts do not depend on the request and are made once.
const FILLER = FILLER_WORDS.flatMap(splitList);
const FILLER_SINGLE = new Set(FILLER.filter((words) => words.length === 1).map((words) => words[0]!));
const FIXED: Entry[] = [
  ...FREE_WORDS.flatMap(splitList).map((words) => ({ words, meaning: { kind: 'free' } as const })),
  ...PAID_WORDS.flatMap(splitList).map((words) => ({ words, meaning: { kind: 'paid' } as const })),
  ...PLACES_LEFT_WORDS.flatMap(splitList).map((words) => ({
    words,
    meaning: { kind: 'placesLeft' } as const,
  })),
  ...FACET_WORDS.flatMap(([facet, list]) =>
    splitList(list).map((words) => ({ words, meaning: { kind: 'facet', facet } as const })),
  ),
  ...NOT_FACET_WORDS.flatMap(splitList).map((words) => ({ words, meaning: { kind: 'filler' } as const })),
  ...SOCIAL_WORDS.flatMap(([score, list]) =>
    splitList(list).map((words) => ({ words, meaning: { kind: 'social', score } as const })),
  ),
  ...QUIET_WORDS.flatMap(splitList).map((words) => ({ words, meaning: { kind: 'quiet' } as const })),
];
const KNOWN_WORDS = new Set(
  [
    ...FIXED,
    ...[...TOPIC_SYNONYMS, ...FORMAT_SYNONYMS].flatMap(([, list]) =>
      splitList(list).map((words) => ({ words })),
    ),
  ].flatMap((entry) => entry.words),
);

/** Category names people would type: not 'Overige' / 'Other', which say nothing. */
const NAMED_CATEGORIES = CATEGORIES.filter((category) => category.key !== 'overige');

const ORDER: Record<Meaning['kind'], number> = {
  place: 0,
  free: 1,
  paid: 2,
  placesLeft: 3,
  facet: 4,
  social: 5,
  quiet: 6,
  topic: 7,
  filler: 8,
};

export function buildVocabulary(portals: readonly KnownPortal[], tagsInUse: readonly string[]): Vocabulary {
  const tags = new Set(normaliseTags(tagsInUse));
  // Targets are written without accents ('poezie'); the tag as stored is what the list filters on.
  const stored = new Map([...tags].map((tag) => [normaliseText(tag), tag]));
  const resolve = (target: string) =>
    (CATEGORY_KEYS as string[]).includes(target) ? target : stored.get(normaliseText(target));
  const topic = (target: string, format = false, broad = false) =>
    ({ kind: 'topic', target, format, broad }) as const;

  const topics: Entry[] = [];
  for (const [synonyms, format] of [
    [TOPIC_SYNONYMS, false],
    [FORMAT_SYNONYMS, true],
  ] as const) {
    for (const [targets, list] of synonyms) {
      const resolved = targets.split(' ').map(resolve);
      const at = resolved.findIndex((found) => found !== undefined);
      if (at < 0) continue;
      const meaning = topic(resolved[at]!, format, at > 0);
      for (const words of splitList(list)) topics.push({ words, meaning });
    }
  }
  // A name spelled like a little word ('in', 'meedoen': to take part) or one people mean otherwise
  // ('werk') stands for nothing on its own.
  const addName = (name: string, target: string) => {
    const words = phraseWords(name);
    if (words.length === 0) return;
    if (words.length === 1 && (UNMATCHED_TAG_WORDS.has(words[0]!) || FILLER_SINGLE.has(words[0]!))) return;
    topics.push({ words, meaning: topic(target) });
  };
  for (const category of NAMED_CATEGORIES) {
    for (const name of [category.label.nl, category.label.en, category.key]) addName(name, category.key);
  }
  for (const tag of tags) {
    for (const name of [tag, tagLabel(tag, 'en')]) addName(name, tag);
  }

  const isVocabulary = (word: string) => KNOWN_WORDS.has(word) || FILLER_SINGLE.has(word) || tags.has(word);
  const places = placePhrases(portals, isVocabulary, (word) => FILLER_SINGLE.has(word));
  const entries: Entry[] = [
    ...places.map((place) => ({
      words: place.words,
      meaning: { kind: 'place', portal: place.portal } as const,
    })),
    ...FIXED,
    ...topics,
    ...FILLER.map((words) => ({ words, meaning: { kind: 'filler' } as const })),
  ].sort((a, b) => b.words.length - a.words.length || ORDER[a.meaning.kind] - ORDER[b.meaning.kind]);

  const topicWords: Vocabulary['topicWords'] = new Map();
  for (const entry of topics) {
    const [word] = entry.words;
    if (entry.words.length === 1 && word && entry.meaning.kind === 'topic' && !topicWords.has(word)) {
      const { target, format, broad } = entry.meaning;
      topicWords.set(word, { target, format, broad });
    }
  }
  return { entries, places, topicWords, isFiller: (word) => FILLER_SINGLE.has(word) };
}
