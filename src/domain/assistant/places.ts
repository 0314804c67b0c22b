import { distance } from 'fastest-levenshtein';
import { phraseWords, type Word } from './words';

// Cities and organisations, read from the portal table: by name, by slug, by a known other name
// ('The Hague' is Den Haag) and despite a typo ('Amsterdm').

/** A portal as the assistant knows it (GET /api/portals gives the same fields). */
export interface KnownPortal {
  id: number;
  name: string;
  slug: string;
  type: 'city' | 'organization';
  /** For a city portal the place it shows, when that is not its name. */
  city?: string | null;
}

export interface PlacePhrase {
  words: string[];
  portal: KnownPortal;
}

/** Other names of Dutch cities, in normalised words; each group names one city. */
const CITY_NAME_GROUPS: readonly (readonly string[])[] = [
  ['den haag', 'the hague', 'hague', 's gravenhage', 'gravenhage', 'denhaag'],
  ['s hertogenbosch', 'den bosch', 'hertogenbosch', 'denbosch'],
  ['amsterdam', 'mokum'],
];

/** Leading words of an organisation's name that say nothing on their own. */
const ARTICLES = new Set(['de', 'het', 't', 'the', 'een', 'a']);

/**
 * The phrases that name each portal. A city: its name, its place, its slug and its other names. An
 * organisation: its name, its slug, and the rest of its name after the first word when that rest says
 * something of its own ('Museum Het Lichthuis' is also 'Het Lichthuis' and 'Lichthuis'; 'Dansschool
 * In Beweging' is not 'In Beweging', as 'beweging' is a word people use for sport).
 */
export function placePhrases(
  portals: readonly KnownPortal[],
  isVocabulary: (word: string) => boolean,
  isFiller: (word: string) => boolean,
): PlacePhrase[] {
  const phrases: PlacePhrase[] = [];
  const add = (words: string[], portal: KnownPortal) => {
    // A portal named like a little word ('De', 'X') would be found in every sentence.
    if (words.length === 0 || (words.length === 1 && (words[0]!.length < 2 || isFiller(words[0]!)))) return;
    phrases.push({ words, portal });
  };
  for (const portal of portals) {
    const name = phraseWords(portal.name);
    add(name, portal);
    add(phraseWords(portal.slug.replace(/-/g, ' ')), portal);
    if (portal.type === 'city') {
      if (portal.city) add(phraseWords(portal.city), portal);
      for (const own of [name.join(' '), phraseWords(portal.city ?? '').join(' ')]) {
        const group = CITY_NAME_GROUPS.find((names) => names.includes(own));
        for (const other of group ?? []) add(other.split(' '), portal);
      }
      continue;
    }
    let rest = name.slice(1);
    while (rest.length > 0 && ARTICLES.has(rest[0]!)) rest = rest.slice(1);
    const telling = rest.filter((word) => word.length >= 5 && !isVocabulary(word));
    if (telling.length > 0) add(rest, portal);
  }
  return phrases;
}

/** How many letters may differ: none in a short name, one from 5 letters, two from 10. */
export function typoAllowance(length: number): number {
  if (length >= 10) return 2;
  if (length >= 5) return 1;
  return 0;
}

/** Two neighbouring letters swapped ('Utrecth'): one typo to a person, two edits to Levenshtein. */
function isOneSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ: number[] = [];
  for (let i = 0; i < a.length && differ.length <= 2; i += 1) if (a[i] !== b[i]) differ.push(i);
  const [i, j] = differ;
  return differ.length === 2 && j === i! + 1 && a[i!] === b[j] && a[j] === b[i!];
}

export interface FoundPlace {
  portal: KnownPortal;
  index: number;
  count: number;
}

/**
 * The closest place named with a typo among the unused words (up to three together, compared without
 * spaces so 'denhaag' and 'den haag' are alike), or null. The first letter must be right: people
 * rarely mistype it, and without that rule too many ordinary words are a letter from some town.
 */
export function findPlaceWithTypo(
  words: readonly Word[],
  phrases: readonly PlacePhrase[],
  isFiller: (word: string) => boolean,
): FoundPlace | null {
  let best: (FoundPlace & { distance: number }) | null = null;
  for (let count = 3; count >= 1; count -= 1) {
    for (let index = 0; index + count <= words.length; index += 1) {
      const slice = words.slice(index, index + count);
      if (slice.some((word) => word.used)) continue;
      if (isFiller(slice[0]!.text) || isFiller(slice.at(-1)!.text)) continue;
      const typed = slice.map((word) => word.text).join('');
      if (typed.length < 5 || /\d/.test(typed)) continue;
      for (const phrase of phrases) {
        const wanted = phrase.words.join('');
        const allowed = typoAllowance(wanted.length);
        if (allowed === 0 || wanted[0] !== typed[0] || Math.abs(wanted.length - typed.length) > allowed)
          continue;
        const apart = isOneSwap(typed, wanted) ? 1 : distance(typed, wanted);
        if (apart <= allowed && (!best || apart < best.distance)) {
          best = { portal: phrase.portal, index, count, distance: apart };
        }
      }
    }
  }
  return best && { portal: best.portal, index: best.index, count: best.count };
}
