// How the assistant reads a text: one normalised string (lower case, accents and curly quotes gone),
// cut into words that remember where they stand, so that each word is explained by one filter at most.

/** Lower case, without accents ('poëzie' → 'poezie', 'café' → 'cafe'), straight quotes, one line. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[‘’‚‛`´]/g, "'")
    .replace(/[“”„‟]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ');
}

export interface Word {
  /** The word as normalised. */
  text: string;
  start: number;
  end: number;
  /** Set once a filter (or the list of filler words) has explained this word. */
  used: boolean;
}

/** The words of a normalised text: runs of letters and digits ('den-haag' is two words). */
export function wordsOf(normalised: string): Word[] {
  return [...normalised.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
    used: false,
  }));
}

/** Marks every word that overlaps the characters start..end (a date phrase found in the text). */
export function markSpanUsed(words: Word[], start: number, end: number): void {
  for (const word of words) {
    if (word.start < end && word.end > start) word.used = true;
  }
}

/** A phrase as its words: 'Den Haag' → ['den', 'haag']; the same cutting as the text's. */
export function phraseWords(phrase: string): string[] {
  return wordsOf(normaliseText(phrase)).map((word) => word.text);
}

/**
 * Where the phrase stands among the words not yet used, consecutively, or -1. `at` lists, for each
 * word, where it occurs (wordIndex), so a phrase is only compared where its first word stands.
 */
export function findPhrase(words: readonly Word[], at: WordIndex, phrase: readonly string[]): number {
  const n = phrase.length;
  for (const i of at.get(phrase[0] ?? '') ?? []) {
    if (i + n > words.length) continue;
    let match = true;
    for (let k = 0; k < n && match; k += 1) {
      const word = words[i + k]!;
      match = !word.used && word.text === phrase[k];
    }
    if (match) return i;
  }
  return -1;
}

export type WordIndex = Map<string, number[]>;

/** Where each word occurs in the text, in order. */
export function wordIndex(words: readonly Word[]): WordIndex {
  const index: WordIndex = new Map();
  words.forEach((word, i) => {
    const list = index.get(word.text);
    if (list) list.push(i);
    else index.set(word.text, [i]);
  });
  return index;
}

export function markUsed(words: Word[], index: number, count: number): void {
  for (let i = index; i < index + count; i += 1) words[i]!.used = true;
}
