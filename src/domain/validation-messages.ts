import type { Language, Localized } from './language';
import messages from './validation-messages.json';

/**
 * Every validation message the person can see, in both languages: the catalogue
 * validation-messages.json, grouped as the schemas are (accounts, activities and the list's query,
 * profiles). Zod schemas in `src/domain` use the key as their message (`z.string().min(2,
 * 'usernameMin2')`); the server's error handler and the client's forms translate the key. A message that
 * is not a key (a library default) is shown as it is.
 */
export const validationMessages = messages satisfies Record<string, Localized>;

export type ValidationMessageKey = keyof typeof validationMessages;

export function translateValidation(message: string, lang: Language): string {
  return isValidationMessageKey(message) ? validationMessages[message][lang] : message;
}

export function isValidationMessageKey(message: unknown): message is ValidationMessageKey {
  return typeof message === 'string' && Object.hasOwn(validationMessages, message);
}
