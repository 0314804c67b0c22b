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
  confirmPasswordRequired: { nl: 'Bevestig je wachtwoord', en: 'Confirm your password' },
  resetLinkInvalid: {
    nl: 'Deze link is ongeldig. Vraag een nieuwe aan via ‘Wachtwoord vergeten?’.',
    en: 'This link is not valid. Ask for a new one through ‘Forgot password?’.',
  },
  mailLinkInvalid: {
    nl: 'Deze link is ongeldig. Gebruik de link uit de nieuwste e-mail.',
    en: 'This link is not valid. Use the link from the latest e-mail.',
  },
  bioMax160: { nl: 'Bio mag maximaal 160 tekens bevatten.', en: 'Bio may contain at most 160 characters.' },
  nameRequired: { nl: 'Naam is verplicht', en: 'Name is required' },
  subjectRequired: { nl: 'Onderwerp is verplicht', en: 'Subject is required' },
  messageRequired: { nl: 'Bericht is verplicht', en: 'Message is required' },
  tooLong: { nl: 'Deze tekst is te lang.', en: 'This text is too long.' },
  controlCharacters: {
    nl: 'Deze tekst bevat tekens die niet zijn toegestaan.',
    en: 'This text contains characters that are not allowed.',
  },
  directionCharacters: {
    nl: 'Deze tekst bevat onzichtbare tekens die de leesrichting omdraaien. Haal ze weg en probeer het opnieuw.',
    en: 'This text contains invisible characters that reverse the reading direction. Remove them and try again.',
  },
  // Activities (spec section 5) and the activity list's query parameters.
  categoryRequired: { nl: 'Categorie is verplicht', en: 'Category is required' },
  titleRequired: { nl: 'Titel is verplicht', en: 'Title is required' },
  meetingPointRequired: { nl: 'Trefpunt is verplicht', en: 'Meeting point is required' },
  streetAddressRequired: {
    nl: 'Straatnaam en huisnummer is verplicht',
    en: 'Street and house number are required',
  },
  cityRequired: { nl: 'Plaats is verplicht', en: 'City is required' },
  postalCodeRequired: { nl: 'Postcode is verplicht', en: 'Postal code is required' },
  portalRequired: { nl: 'Portal is verplicht', en: 'Portal is required' },
  meetingScoreRange: {
    nl: 'Ontmoetingsscore moet een getal van 1 tot en met 5 zijn',
    en: 'Meeting score must be a number from 1 to 5',
  },
  invalidDate: {
    nl: 'Ongeldige datum: gebruik het formaat jjjj-mm-dd.',
    en: 'Invalid date: use the format yyyy-mm-dd.',
  },
  dateTooLate: {
    nl: 'Kies een datum vóór het jaar 9999.',
    en: 'Choose a date before the year 9999.',
  },
  invalidTime: {
    nl: 'Ongeldige tijd: gebruik het formaat uu:mm.',
    en: 'Invalid time: use the format hh:mm.',
  },
  invalidUrl: {
    nl: 'Ongeldige link: gebruik een adres dat met http:// of https:// begint.',
    en: 'Invalid link: use an address that starts with http:// or https://.',
  },
  invalidWeekday: { nl: 'Ongeldige weekdag.', en: 'Invalid weekday.' },
  invalidChoice: { nl: 'Ongeldige keuze.', en: 'Invalid choice.' },
  // A frequency with a pattern that means something else (see recurrence/pattern-choice.ts): each names the fix.
  weeklyPatternMismatch: {
    nl: 'Bij ‘Wekelijks’ hoort het patroon ‘Elke week’. Kies ‘Om de week’ voor even of oneven weken, of ‘Maandelijks’ voor één week van de maand.',
    en: 'Weekly goes with the pattern ‘Every week’. Choose ‘Every other week’ for even or odd weeks, or ‘Monthly’ for one week of the month.',
  },
  biweeklyPatternMismatch: {
    nl: 'Bij ‘Om de week’ hoort ‘Even weken’ of ‘Oneven weken’. Kies een van die twee, of kies ‘Wekelijks’ als het elke week is.',
    en: 'Every other week goes with ‘Even weeks’ or ‘Odd weeks’. Choose one of those, or choose ‘Weekly’ if it is every week.',
  },
  monthlyPatternMismatch: {
    nl: 'Bij ‘Maandelijks’ hoort de eerste, tweede, derde of vierde week van de maand. Kies een van die weken, of kies ‘Wekelijks’ als het elke week is.',
    en: 'Monthly goes with the first, second, third or fourth week of the month. Choose one of those weeks, or choose ‘Weekly’ if it is every week.',
  },
  tooManyTags: { nl: 'Te veel tags (maximaal 30).', en: 'Too many tags (at most 30).' },
  invalidId: { nl: 'Ongeldig nummer.', en: 'Invalid number.' },
  invalidBoolean: { nl: 'Gebruik true of false.', en: 'Use true or false.' },
  limitRange: {
    nl: 'limit moet een getal van 1 tot en met 100 zijn.',
    en: 'limit must be a number from 1 to 100.',
  },
  offsetRange: {
    nl: 'offset moet een getal van 0 tot en met 100000 zijn.',
    en: 'offset must be a number from 0 to 100000.',
  },
  searchTooLong: {
    nl: 'De zoekopdracht is te lang (maximaal 200 tekens).',
    en: 'The search is too long (at most 200 characters).',
  },
  invalidDateFilter: {
    nl: 'dateFilter moet all, today, tomorrow, weekend of custom zijn.',
    en: 'dateFilter must be all, today, tomorrow, weekend or custom.',
  },
  // Profiles, settings and user administration.
  invalidGender: { nl: 'Kies man, vrouw of neutraal.', en: 'Choose man, vrouw or neutraal.' },
  invalidLocation: {
    nl: 'Kies Amsterdam, Rotterdam, Den Haag, Utrecht of Eindhoven.',
    en: 'Choose Amsterdam, Rotterdam, The Hague, Utrecht or Eindhoven.',
  },
  invalidPhone: {
    nl: 'Ongeldig telefoonnummer (cijfers, spaties, +, -, haakjes; maximaal 30 tekens).',
    en: 'Invalid phone number (digits, spaces, +, -, brackets; at most 30 characters).',
  },
  invalidAge: {
    nl: 'Leeftijd moet een heel getal van 0 tot en met 150 zijn.',
    en: 'Age must be a whole number from 0 to 150.',
  },
  invalidCalls: { nl: 'Vul een heel getal van 0 of meer in.', en: 'Enter a whole number of 0 or more.' },
  currentPasswordRequired: { nl: 'Huidig wachtwoord is verplicht', en: 'Current password is required' },
  dateOrEvery: {
    nl: 'Kies één datum of "elke keer", niet allebei.',
    en: 'Choose one date or "every time", not both.',
  },
  invalidReminderTime: {
    nl: 'Kies een tijd als 18:00 (uur en minuten).',
    en: 'Choose a time such as 18:00 (hours and minutes).',
  },
  invalidCapacity: {
    nl: 'Aantal plekken moet een heel getal van 1 tot en met 100.000 zijn, of leeg voor onbeperkt.',
    en: 'Places must be a whole number from 1 to 100,000, or empty for no limit.',
  },
} satisfies Record<string, Localized>;

export type ValidationMessageKey = keyof typeof validationMessages;

export function translateValidation(message: string, lang: Language): string {
  return isValidationMessageKey(message) ? validationMessages[message][lang] : message;
}

export function isValidationMessageKey(message: unknown): message is ValidationMessageKey {
  return typeof message === 'string' && Object.hasOwn(validationMessages, message);
}
