import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The visitor's and member's catalogues speak one language each (issue #41, item 17): no Dutch word left
// in the English interface, no English word ("Admin paneel", "Review", "Account Status") in the Dutch
// one. The administrators' catalogues (admin*.json) have a check of their own. A word list cannot prove
// a text is right, but it catches what reviews found, and any copy-paste of a word from the other side.

const here = path.dirname(fileURLToPath(import.meta.url));
const isVisitorCatalogue = (file: string) => file.endsWith('.json') && !file.startsWith('admin');
const catalogueFiles = readdirSync(path.join(here, 'nl')).filter(isVisitorCatalogue);

/** Every text of a catalogue with its key path, e.g. ['nav.admin', 'Beheer']. */
function texts(lang: 'nl' | 'en', file: string): [string, string][] {
  const found: [string, string][] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.push([key, value]);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
    }
  };
  walk(JSON.parse(readFileSync(path.join(here, lang, file), 'utf8')), '');
  return found;
}

/** Words of English interfaces that Dutch has its own word for. */
const ENGLISH_WORDS =
  /\b(Admin|Administrator|Review|Status|Dashboard|Settings|Panel|Users?|Sign (in|up)|Log out|Share|Embed)\b/;
/** Dutch words that never belong in an English sentence. */
const DUTCH_WORDS =
  /\b(de|het|een|niet|geen|voor|naar|wordt|zijn|jouw|Gratis|Terugkerend|Eenmalig|Aanmelden|Inloggen|Bekijk|activiteit(en)?|gebruikers?|Plaats|Ontmoetingsscore|Beheer(der)?|Recensie)\b/i;
/** Where the other language is meant: the language switch speaks the language it switches to. */
const MEANT = new Set(['common.json header.switchLanguage']);

describe('the visitor and member catalogues', () => {
  it('has the same catalogues in both languages', () => {
    expect(readdirSync(path.join(here, 'en')).filter(isVisitorCatalogue).sort()).toEqual(
      [...catalogueFiles].sort(),
    );
  });

  it.each(catalogueFiles)('%s: no English word in the Dutch texts', (file) => {
    const english = texts('nl', file)
      .filter(([key, text]) => !MEANT.has(`${file} ${key}`) && ENGLISH_WORDS.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(english).toEqual([]);
  });

  it.each(catalogueFiles)('%s: no Dutch word in the English texts', (file) => {
    const dutch = texts('en', file)
      .filter(([key, text]) => !MEANT.has(`${file} ${key}`) && DUTCH_WORDS.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(dutch).toEqual([]);
  });
});
