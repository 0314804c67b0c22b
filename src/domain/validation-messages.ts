import type { Language, Localized } from './language';

/**
 * Every validation message the person can see, in both languages. Zod schemas in `src/domain` use the
 * key as their message (`z.string().min(2, 'usernameMin2')`); the server's error handler and the
 * client's forms translate the key. A message that is not a key (a library default) is shown as it is.
 */
export const validationMessages = {
  required: { nl: 'Verplicht', en: 'Required' },
  invalidEmail: { nl: 'Ongeldig e-mailadres.', en: 'Invalid e-mail address.' },
  loginUsernameRequired: { nl: 'Gebruikersnaam is verplicht', en: 'Username is required' },
  loginPasswordRequired: { nl: 'Wachtwoord is verplicht', en: 'Password is required' },
  usernameMin2: {
    nl: 'Gebruikersnaam moet minimaal 2 tekens bevatten.',
    en: 'Username must contain at least 2 characters.',
  },
  usernameMax50: {
    nl: 'Gebruikersnaam mag maximaal 50 tekens bevatten.',
    en: 'Username may contain at most 50 characters.',
  },
  usernameChars: {
    nl: 'Gebruikersnaam mag alleen letters, cijfers, punten, streepjes en underscores bevatten.',
    en: 'Username may only contain letters, digits, dots, hyphens and underscores.',
  },
  passwordMin12: {
    nl: 'Wachtwoord moet minimaal 12 karakters lang zijn',
    en: 'Password must be at least 12 characters long',
  },
  passwordMax200: {
    nl: 'Wachtwoord mag maximaal 200 karakters lang zijn',
    en: 'Password may be at most 200 characters long',
  },
  passwordUppercase: {
    nl: 'Wachtwoord moet minimaal één hoofdletter bevatten',
    en: 'Password must contain at least one uppercase letter',
  },
  passwordLowercase: {
    nl: 'Wachtwoord moet minimaal één kleine letter bevatten',
    en: 'Password must contain at least one lowercase letter',
  },
  passwordDigit: {
    nl: 'Wachtwoord moet minimaal één cijfer bevatten',
    en: 'Password must contain at least one digit',
  },
  passwordSpecial: {
    nl: 'Wachtwoord moet minimaal één speciaal karakter bevatten',
    en: 'Password must contain at least one special character',
  },
  passwordsDontMatch: { nl: 'Wachtwoorden komen niet overeen', en: 'Passwords do not match' },
  adminPasswordMin6: {
    nl: 'Wachtwoord moet minimaal 6 karakters bevatten',
    en: 'Password must contain at least 6 characters',
  },
  confirmPasswordRequired: { nl: 'Bevestig je wachtwoord', en: 'Confirm your password' },
  bioMax160: { nl: 'Bio mag maximaal 160 tekens bevatten.', en: 'Bio may contain at most 160 characters.' },
  nameRequired: { nl: 'Naam is verplicht', en: 'Name is required' },
  subjectRequired: { nl: 'Onderwerp is verplicht', en: 'Subject is required' },
  messageRequired: { nl: 'Bericht is verplicht', en: 'Message is required' },
  tooLong: { nl: 'Deze tekst is te lang.', en: 'This text is too long.' },
} satisfies Record<string, Localized>;

export type ValidationMessageKey = keyof typeof validationMessages;

export function translateValidation(message: string, lang: Language): string {
  return isValidationMessageKey(message) ? validationMessages[message][lang] : message;
}

export function isValidationMessageKey(message: unknown): message is ValidationMessageKey {
  return typeof message === 'string' && Object.hasOwn(validationMessages, message);
}
