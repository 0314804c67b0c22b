import { z } from 'zod';
import { DEFAULT_IDENTITY } from '../../../domain/site/settings';
import type { OutgoingMail } from '../../providers/mailer';

// A mail waits in the outbox as JSON, possibly across a new version of the app: what is read back is
// checked against the mailer's shape before it is sent, never trusted as written.

const storedMailSchema = z.object({
  to: z.string().min(1),
  // Absent in a mail stored before the sender's name was kept: it was made under the default name.
  fromName: z.string().default(DEFAULT_IDENTITY.name),
  replyTo: z.object({ name: z.string(), address: z.string() }).optional(),
  subject: z.string(),
  text: z.string(),
  unsubscribeUrl: z.string().optional(),
});

/** The mail as the outbox keeps it: only the fields the mailer knows. */
export function storedMail(mail: OutgoingMail): Record<string, unknown> {
  return storedMailSchema.parse(mail);
}

/** The mail a stored message holds, or null when it is not one the mailer can send. */
export function readStoredMail(message: unknown): OutgoingMail | null {
  const parsed = storedMailSchema.safeParse(message);
  return parsed.success ? parsed.data : null;
}
