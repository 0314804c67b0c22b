// The part of snowball-stemmers' API the search query uses (the package ships no types).
declare module 'snowball-stemmers' {
  interface Stemmer {
    /** The stem of one lower-case word. */
    stem(word: string): string;
  }
  export function newStemmer(algorithm: string): Stemmer;
  export function algorithms(): string[];
}
