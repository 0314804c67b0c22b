// When a mail the server did not take is tried again, and when the outbox gives it up (decision 0034).
// Soon at first (a mail server restarting, a network blip), then further apart, so a mail server that is
// away for an evening is not asked every few seconds; the last try is about half a day after the first.

/** After this many failed attempts a mail stays unsent for an administrator to look at. */
export const MOST_ATTEMPTS = 10;

const MINUTE_MS = 60_000;
const DELAYS_MS = [1 * MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 120 * MINUTE_MS];

/** How long after its `attempts`-th failed attempt (1 for the first) a mail is tried again. */
export function retryDelayMs(attempts: number): number {
  const step = Math.min(Math.max(attempts, 1), DELAYS_MS.length) - 1;
  return DELAYS_MS[step]!;
}
