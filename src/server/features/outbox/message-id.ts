import { createHash } from 'node:crypto';

// The outbox sends at least once, not exactly once (decision 0034): a process that stops after the mail
// server accepted a mail and before `sent_at` is written sends it again after its lease. The second copy
// carries the same Message-ID, which mail programs and many mail servers take for the same message.

/**
 * The Message-ID of the outbox mail of this event: the same for every attempt and every process, and
 * unlike any other site's (the right-hand side is this site's host name). The key is hashed, so no text
 * of it can break the header.
 */
export function outboxMessageId(eventKey: string, publicUrl: string): string {
  const digest = createHash('sha256').update(eventKey).digest('base64url').slice(0, 32);
  return `<outbox.${digest}@${hostOf(publicUrl)}>`;
}

function hostOf(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'meedoen.invalid';
  } catch {
    return 'meedoen.invalid';
  }
}
