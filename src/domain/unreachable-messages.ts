import messages from './unreachable-messages.json';

// The words for a request that got no answer from Meedoen itself. The client keeps these on its first
// load; the rest of status-messages.ts (which re-exports them) it fetches when an answer without a
// message of its own arrives, and when even that fetch fails, the server is not reachable.

export const {
  /** A gateway's 502 or 504, or another 5xx without a message: the server cannot be reached just now. */
  SERVER_UNREACHABLE,
  /** The request never got an answer: the person's own connection, most likely. */
  NO_CONNECTION,
} = messages;
