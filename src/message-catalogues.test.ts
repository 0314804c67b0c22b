import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's and the domain's texts live in catalogues beside the code that answers them
// (`*messages.json`, `*labels.json`; the client's are in src/client/locales). The code reads them as
// typed constants, so a missing key fails the type check; this proves every text has both languages,
// never an empty one.

const SRC = import.meta.dirname;
const catalogues = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)[\w-]*(messages|labels)\.json$/.test(file) && !file.startsWith('client/'))
  .sort();

/** Every place in a catalogue that is not a text in both languages, by its key path. */
function problems(value: unknown, key: string): string[] {
  if (!value || typeof value !== 'object') return [`${key}: not a text in nl and en`];
  const entries = Object.entries(value);
  const isText = entries.some(([k]) => k === 'nl' || k === 'en');
  if (!isText) return entries.flatMap(([k, v]) => problems(v, key ? `${key}.${k}` : k));
  const languages = entries.map(([k]) => k).sort();
  const filled = entries.every(([, text]) => typeof text === 'string' && text.trim() !== '');
  return languages.join() === 'en,nl' && filled ? [] : [`${key}: needs exactly nl and en, both filled`];
}

describe('the server and domain message catalogues', () => {
  it('finds the catalogues', () => {
    expect(catalogues).toContain('domain/validation-messages.json');
  });

  it.each(catalogues)('%s: every text in Dutch and English', (file) => {
    const catalogue: unknown = JSON.parse(readFileSync(path.join(SRC, file), 'utf8'));
    expect(problems(catalogue, '')).toEqual([]);
  });
});
