// The query of a search's text, made in memory (decision 0021): what PostgreSQL's
// `websearch_to_tsquery('dutch', unaccent(t)) || websearch_to_tsquery('english', unaccent(t))` answers,
// and `lower(unaccent(t))` for the typo match, for the texts people type most: words of letters
// separated by spaces. Anything else (digits, quotes, hyphens, "or", other letters) is left to the
// database, which stays the reference: the server only uses this module after the database agreed
// with it on the probe texts below (features/activities/search-query-check.ts).
//
// PostgreSQL's Dutch and English dictionaries are Snowball stemmers with stop-word lists. The
// snowball-stemmers package is the same algorithms; compared word by word with ts_lexize over 448,000
// Dutch and English words it agreed with PostgreSQL 15 on every one, and with PostgreSQL 18 on every one
// but 17 English words: newer Snowball keeps the double consonant of a three-letter stem after a first
// a, e or o (added → add, not ad; upping is still up). The variant 'snowball-3' does the same.

import { createRequire } from 'node:module';

export type StemmerVariant = 'snowball-2' | 'snowball-3';

/** PostgreSQL's tsearch_data/dutch.stop (the same file in 15 and 18). */
const DUTCH_STOP_WORDS = new Set(
  `de en van ik te dat die in een hij het niet zijn is was op aan met als voor had er maar om hem dan zou
  of wat mijn men dit zo door over ze zich bij ook tot je mij uit der daar haar naar heb hoe heeft hebben
  deze u want nog zal me zij nu ge geen omdat iets worden toch al waren veel meer doen toen moet ben zonder
  kan hun dus alles onder ja eens hier wie werd altijd doch wordt wezen kunnen ons zelf tegen na reeds wil
  kon niets uw iemand geweest andere`.split(/\s+/),
);

/** PostgreSQL's tsearch_data/english.stop. */
const ENGLISH_STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
  herself it its itself they them their theirs themselves what which who whom this that these those am is
  are was were be been being have has had having do does did doing a an the and but if or because as until
  while of at by for with about against between into through during before after above below to from up
  down in out on off over under again further then once here there when where why how all any both each
  few more most other some such no nor not only own same so than too very s t can will just don should
  now`.split(/\s+/),
);

/** The letters unaccent maps to one ASCII letter (its unaccent.rules), and that letter in lower case. */
const UNACCENTED = new Map<string, string>();
for (const [letters, base] of [
  ['àáâãäåÀÁÂÃÄÅ', 'a'],
  ['çÇ', 'c'],
  ['èéêëÈÉÊË', 'e'],
  ['ìíîïÌÍÎÏ', 'i'],
  ['ñÑ', 'n'],
  ['òóôõöøÒÓÔÕÖØ', 'o'],
  ['ùúûüÙÚÛÜ', 'u'],
  ['ýÿÝ', 'y'],
] as const) {
  for (const letter of letters) UNACCENTED.set(letter, base);
}

/** Longer texts and words are left to the database (which, for one, leaves words over 2,047 bytes out). */
const MAX_TEXT = 200;
const MAX_WORD = 60;

type Stemmer = ReturnType<typeof import('snowball-stemmers').newStemmer>;
let stemmers: { dutch: Stemmer; english: Stemmer } | null = null;

/**
 * The stemmers, loaded by the first query made rather than at every start: the package holds every
 * language's (28 ms to load, 1.4 MB of heap), and a server whose database disagrees never needs them.
 */
function loadedStemmers(): { dutch: Stemmer; english: Stemmer } {
  if (!stemmers) {
    const { newStemmer } = createRequire(import.meta.url)(
      'snowball-stemmers',
    ) as typeof import('snowball-stemmers');
    stemmers = { dutch: newStemmer('dutch'), english: newStemmer('english') };
  }
  return stemmers;
}

/** Newer Snowball (PostgreSQL 18) keeps the double in a three-letter stem after a, e or o: add, egg, err. */
function englishStem(english: Stemmer, word: string, variant: StemmerVariant): string {
  const stem = english.stem(word);
  if (variant === 'snowball-3' && /^[aeo][bdfgmnprt]$/.test(stem) && word.startsWith(stem + stem[1])) {
    return stem + stem[1];
  }
  return stem;
}

/** A configuration's query of words, as PostgreSQL writes it: each lexeme quoted, joined by &. */
function configQuery(words: string[], stop: Set<string>, stem: (word: string) => string): string {
  return words
    .filter((word) => !stop.has(word))
    .map((word) => `'${stem(word)}'`)
    .join(' & ');
}

/**
 * The query's text and the typed text as the database would answer them (list-sql.ts's
 * searchQueryStatement), or null for a text this module leaves to the database.
 */
export function searchQueryOf(
  search: string,
  variant: StemmerVariant,
): { query: string; typed: string } | null {
  if (search.length > MAX_TEXT) return null;
  let typed = '';
  for (const char of search) {
    if (char === ' ' || (char >= 'a' && char <= 'z')) typed += char;
    else if (char >= 'A' && char <= 'Z') typed += char.toLowerCase();
    else {
      const base = UNACCENTED.get(char);
      if (base === undefined) return null;
      typed += base;
    }
  }
  const words = typed.split(' ').filter(Boolean);
  // "or" is websearch_to_tsquery's operator.
  if (words.some((word) => word.length > MAX_WORD || word === 'or')) return null;
  const { dutch, english } = loadedStemmers();
  const nl = configQuery(words, DUTCH_STOP_WORDS, (word) => dutch.stem(word));
  const en = configQuery(words, ENGLISH_STOP_WORDS, (word) => englishStem(english, word, variant));
  // tsquery's ||: an empty side (only stop words) gives the other; & binds before |, so no parentheses.
  const query = nl && en ? `${nl} | ${en}` : nl || en;
  return { query, typed };
}

/**
 * Texts on which the database and this module must agree before the server uses it: every stop word,
 * the words whose stem differs between the Snowball versions, words through each of the stemmers'
 * steps, accents, and texts of several words.
 */
export const PROBE_TEXTS: readonly string[] = [
  ...DUTCH_STOP_WORDS,
  // "or" is websearch_to_tsquery's operator, left to the database.
  ...[...ENGLISH_STOP_WORDS].filter((word) => word !== 'or'),
  ...'abbing ebbing effing egging emming epping odding otting added adding ebbed egged erred erring offed offing offings upping inned'.split(
    ' ',
  ),
  ...'wandelen wandeling wandelingen fietstocht fietsen koken kookcursus muziek musea museum bibliotheek rondleiding expositie dansen hardlopen zwemmen kinderen tuinen tuin natuur taal koffie buurt gezelligheid vrijwilligers ontmoeten ontmoeting samenkomst activiteiten'.split(
    ' ',
  ),
  ...'walking walks cooking museums libraries generously relational conditional sensibilities hopping hoping skies dying news inning outing canning herring earring proceed succeeded gently'.split(
    ' ',
  ),
  'café crème à la carte',
  'ÉÉN Ça Øresund Ñandú Ýr',
  'samen eten',
  'open atelier',
  'stadswandeling gids',
  'de walk',
  'het en de',
  'the museum of art',
  'yoga yoga',
  '  wandelen   met  gids ',
];
