import type { Localized } from './language';
import messages from './status-messages.json';
import { SERVER_UNREACHABLE } from './unreachable-messages';

export { NO_CONNECTION, SERVER_UNREACHABLE } from './unreachable-messages';

/**
 * What a person reads when a request fails without a message of its own: the server answers these for
 * its generic errors, and the browser shows the same words when an answer carries no message (a proxy's
 * error page, a gateway time-out) or never arrives. Never a bare '500: Internal Server Error'.
 */
export const STATUS_MESSAGES: Record<number, Localized> = messages.STATUS_MESSAGES;

/** Another 4xx without a message of its own. */
const { REQUEST_REFUSED } = messages;

/** The words for a failed answer that carried no message of its own. */
export function statusMessage(status: number): Localized {
  const known = STATUS_MESSAGES[status];
  if (known && status !== 503) return known;
  // A 503 without the server's own message came from a proxy, not from the database check.
  return status >= 500 ? SERVER_UNREACHABLE : REQUEST_REFUSED;
}
