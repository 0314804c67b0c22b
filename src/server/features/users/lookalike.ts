import { createRequire } from 'node:module';
import type { Localized } from '../../../domain/language';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import { listUsernames } from './repository';

// Usernames that imitate another with look-alike letters ("раul" with a Cyrillic р and а for "paul",
// "AdmIn" for "Admln") are refused, by the skeleton of Unicode Technical Standard #39: two strings are
// confusable when their skeletons are equal. The table of look-alikes is Unicode's own confusables.txt,
// as the package unhomoglyph ships it (a map of one character to its prototype).

export const USERNAME_LOOKALIKE: Localized = {
  nl: 'Deze gebruikersnaam lijkt te veel op een bestaande. Kies een andere.',
  en: 'This username looks too much like an existing one. Choose another.',
};

interface Prototypes {
  all: Map<string, string>;
  /** The prototype of each ASCII character by its code, for the names that are all ASCII. */
  ascii: string[];
}
let prototypes: Prototypes | undefined;

/** Read on the first check (about 6,300 characters), not at start. */
function confusablePrototypes(): Prototypes {
  if (!prototypes) {
    const table = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>;
    const all = new Map(Object.entries(table));
    const ascii = Array.from(
      { length: 128 },
      (_, code) => all.get(String.fromCharCode(code)) ?? String.fromCharCode(code),
    );
    prototypes = { all, ascii };
  }
  return prototypes;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range is the point
const ASCII = /^[\u0000-\u007f]*$/;

/** The UTS #39 skeleton: decomposed, each character replaced by its prototype, decomposed again. */
export function skeleton(text: string): string {
  const { all, ascii } = confusablePrototypes();
  let mapped = '';
  if (ASCII.test(text)) {
    // ASCII is its own decomposition, and most names are ASCII: the quick way, by a table.
    for (let i = 0; i < text.length; i++) mapped += ascii[text.charCodeAt(i)];
  } else {
    for (const character of text.normalize('NFD')) mapped += all.get(character) ?? character;
  }
  return ASCII.test(mapped) ? mapped : mapped.normalize('NFD');
}

/**
 * What two usernames that look alike have in common. Usernames are unique whatever their case, and
 * are shown as typed, so the skeleton is taken of the name as typed (capital I and small l look the
 * same), then of its lower case (a capital that imitates another script's capital).
 */
export function lookalikeKey(username: string): string {
  return skeleton(skeleton(username).toLowerCase());
}

/**
 * Refuses a new username that looks like another account's (409). Every other username is compared,
 * as keys are not stored (no migration): the check reads all usernames and takes a microsecond or so
 * a name, some 10 ms at 10,000 accounts. Far more accounts would want the key in a column with an
 * index. `exceptId`: the account being renamed.
 */
export async function refuseLookalikeUsername(db: Db, username: string, exceptId?: number): Promise<void> {
  const key = lookalikeKey(username);
  const others = await listUsernames(db, exceptId);
  // The same name in another case is simply taken: the unique index says so, with its own message.
  const same = username.toLowerCase();
  if (others.some((other) => other.toLowerCase() !== same && lookalikeKey(other) === key)) {
    throw new AppError(409, USERNAME_LOOKALIKE, [{ path: 'username', message: USERNAME_LOOKALIKE }]);
  }
}
