import type { Localized } from './language';

// The words for a request that got no answer from Meedoen itself. The client keeps these on its first
// load; the rest of status-messages.ts (which re-exports them) it fetches when an answer without a
// message of its own arrives, and when even that fetch fails, the server is not reachable.

/** A gateway's 502 or 504, or another 5xx without a message: the server cannot be reached just now. */
export const SERVER_UNREACHABLE: Localized = {
  nl: 'Meedoen is even niet bereikbaar. Probeer het zo opnieuw.',
  en: 'Meedoen cannot be reached just now. Please try again shortly.',
};

/** The request never got an answer: the person's own connection, most likely. */
export const NO_CONNECTION: Localized = {
  nl: 'Geen verbinding. Controleer je internetverbinding en probeer het opnieuw.',
  en: 'No connection. Check your internet connection and try again.',
};
