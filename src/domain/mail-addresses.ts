import { z } from 'zod';
import { singleLineText } from './text';

// Confirming an e-mail address and turning mail off from a mail (issue #41, item 3). Until its owner
// confirms an address, nothing but the confirmation itself is mailed to it; every mail to a member
// carries a one-click unsubscribe that works without logging in.

/** What an unsubscribe link stops: one kind of mail, or every e-mail notification. */
export const UNSUBSCRIBE_KINDS = ['activity-updates', 'new-activities', 'all'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

const linkToken = singleLineText('mailLinkInvalid')
  .trim()
  .min(1, 'mailLinkInvalid')
  .max(200, 'mailLinkInvalid');

/** POST /api/email/confirm: the token from the confirmation mail's link. */
export const emailConfirmSchema = z.object({ token: linkToken });

/** POST /api/email/unsubscribe?token=…: the token from the mail's List-Unsubscribe or its link. */
export const unsubscribeQuerySchema = z.object({ token: linkToken });

/**
 * The kind an unsubscribe token names (member.kind.signature), read without checking the signature: the
 * page says what the button will stop; the server checks the signature when it is pressed.
 */
export function unsubscribeKindOf(token: string): UnsubscribeKind | null {
  const kind = token.split('.')[1];
  return (UNSUBSCRIBE_KINDS as readonly string[]).includes(kind ?? '') ? (kind as UnsubscribeKind) : null;
}

/** Client paths the mails link to. */
export const CONFIRM_EMAIL_PATH = '/bevestig-email';
export const UNSUBSCRIBE_PATH = '/afmelden';
