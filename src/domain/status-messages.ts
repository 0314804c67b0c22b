import type { Localized } from './language';
import { SERVER_UNREACHABLE } from './unreachable-messages';

export { NO_CONNECTION, SERVER_UNREACHABLE } from './unreachable-messages';

/**
 * What a person reads when a request fails without a message of its own: the server answers these for
 * its generic errors, and the browser shows the same words when an answer carries no message (a proxy's
 * error page, a gateway time-out) or never arrives. Never a bare '500: Internal Server Error'.
 */
export const STATUS_MESSAGES: Record<number, Localized> = {
  400: { nl: 'Ongeldige invoer.', en: 'Invalid input.' },
  401: { nl: 'Je bent niet ingelogd.', en: 'You are not logged in.' },
  403: { nl: 'Je hebt geen toegang tot deze actie.', en: 'You are not allowed to do this.' },
  404: { nl: 'Niet gevonden.', en: 'Not found.' },
  413: { nl: 'De aanvraag is te groot.', en: 'The request is too large.' },
  415: { nl: 'Dit type inhoud wordt niet ondersteund.', en: 'This content type is not supported.' },
  429: {
    nl: 'Te veel pogingen. Probeer het later opnieuw.',
    en: 'Too many attempts. Please try again later.',
  },
  500: {
    nl: 'Er ging iets mis aan onze kant. Probeer het zo opnieuw.',
    en: 'Something went wrong on our side. Please try again shortly.',
  },
  503: {
    nl: 'De database reageert niet. Probeer het zo opnieuw.',
    en: 'The database is not responding. Please try again shortly.',
  },
};

/** Another 4xx without a message of its own. */
const REQUEST_REFUSED: Localized = {
  nl: 'Dit verzoek kon niet worden uitgevoerd.',
  en: 'This request could not be carried out.',
};

/** The words for a failed answer that carried no message of its own. */
export function statusMessage(status: number): Localized {
  const known = STATUS_MESSAGES[status];
  if (known && status !== 503) return known;
  // A 503 without the server's own message came from a proxy, not from the database check.
  return status >= 500 ? SERVER_UNREACHABLE : REQUEST_REFUSED;
}
