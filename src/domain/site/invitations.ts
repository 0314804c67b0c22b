import { z } from 'zod';
import type { Localized } from '../language';
import { emailAddress } from '../text';
import messages from './invitation-messages.json';

// Joining by invitation (issue #47, item 5): while open registration is off, an administrator makes a
// link that lets one person register, until it expires. The link carries a token only the link knows.

export const INVITATION_DAYS_DEFAULT = 14;
export const INVITATION_DAYS_MAX = 60;

/** POST /api/invitations: for whom (optional: then the link is also mailed there) and for how long. */
export const invitationInputSchema = z.object({
  email: z.union([z.literal(''), emailAddress().max(254, 'tooLong')], { error: 'invalidEmail' }).optional(),
  days: z
    .number({ error: 'invitationDaysRange' })
    .int('invitationDaysRange')
    .min(1, 'invitationDaysRange')
    .max(INVITATION_DAYS_MAX, 'invitationDaysRange')
    .optional(),
});
export type InvitationInput = z.output<typeof invitationInputSchema>;

export const INVITATION_STATES = ['open', 'used', 'expired'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  state: z.enum(INVITATION_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The answer to POST /api/invitations: the only time the link is shown. */
export const createdInvitationSchema = invitationSchema.extend({
  url: z.string(),
  /** Whether the link was also mailed to `email`. */
  mailed: z.boolean(),
});

export function invitationState(row: { usedAt: Date | null; expiresAt: Date }, now: Date): InvitationState {
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** A new account while registration is closed, without a link that still works. */
export const { INVITATION_NEEDED } = messages;

/** A link that was used, has expired or never existed. */
export const { INVITATION_INVALID } = messages;

/** The mail with the link, when the administrator named an address. */
export function invitationMail(input: { siteName: string; url: string; expiresOn: Localized }): {
  subject: string;
  text: string;
} {
  const { siteName, url, expiresOn } = input;
  return {
    subject: `Je bent uitgenodigd voor ${siteName} / You are invited to ${siteName}`,
    text: [
      `Hallo,`,
      '',
      `Je bent uitgenodigd om lid te worden van ${siteName}, de agenda om mensen te ontmoeten bij activiteiten in de buurt. Maak hier je account (de link werkt één keer, tot ${expiresOn.nl}):`,
      url,
      '',
      `Groet,`,
      siteName,
      '',
      '---',
      '',
      `Hello,`,
      '',
      `You are invited to join ${siteName}, the agenda for meeting people at activities nearby. Make your account here (the link works once, until ${expiresOn.en}):`,
      url,
      '',
      `Regards,`,
      siteName,
    ].join('\n'),
  };
}
