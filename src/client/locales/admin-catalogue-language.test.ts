import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The administrator's interface speaks one language at a time: "Admin paneel" and "Review" stood in the
// Dutch one. A word list cannot prove a text Dutch, but it keeps out the words that slipped in before
// and the plain UI words a copied English (or Dutch) string brings along.

const ENGLISH_WORDS = new Set(
  'admin panel review dashboard save delete cancel loading search previous next every weekly monthly participant participants user users message messages settings the and with your'.split(
    ' ',
  ),
);
const DUTCH_WORDS = new Set(
  'de het een en van voor met niet naar deze wordt zijn activiteit activiteiten beheer beheerder gebruiker gebruikers opslaan verwijderen annuleren bericht berichten deelnemer deelnemers gratis pagina vorige volgende wekelijks'.split(
    ' ',
  ),
);

const dir = path.dirname(new URL(import.meta.url).pathname);

/** Every text of a catalogue with its key, placeholders ({{title}}) left out. */
function texts(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value.replace(/\{\{[^}]*\}\}/g, ' ')]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => texts(v, key ? `${key}.${k}` : k));
  }
  return [];
}

function adminTexts(lang: 'nl' | 'en'): [string, string][] {
  const files = readdirSync(path.join(dir, lang)).filter((f) => f.startsWith('admin'));
  const common = JSON.parse(readFileSync(path.join(dir, lang, 'common.json'), 'utf8'));
  return [
    // The menu item that opens the administration.
    [`common.json header.admin`, common.header.admin],
    ...files.flatMap((file) =>
      texts(JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8'))).map(
        ([key, text]): [string, string] => [`${file} ${key}`, text],
      ),
    ),
  ];
}

function foreignWords(entries: [string, string][], words: Set<string>): string[] {
  return entries.flatMap(([key, text]) => {
    const found = (text.toLowerCase().match(/[\p{L}]+/gu) ?? []).filter((word) => words.has(word));
    return found.length > 0 ? [`${key}: ${[...new Set(found)].join(', ')} in "${text}"`] : [];
  });
}

describe('the admin catalogues keep to their language', () => {
  it('no English in the Dutch administration', () => {
    expect(foreignWords(adminTexts('nl'), ENGLISH_WORDS)).toEqual([]);
  });

  it('no Dutch in the English administration', () => {
    expect(foreignWords(adminTexts('en'), DUTCH_WORDS)).toEqual([]);
  });
});
