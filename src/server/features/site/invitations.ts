import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../domain/constants';
import {
  INVITATION_DAYS_DEFAULT,
  INVITATION_INVALID,
  INVITATION_NEEDED,
  type Invitation,
  type InvitationInput,
  invitationMail,
  invitationState,
} from '../../../domain/site/invitations';
import type { Db } from '../../db/connect';
import { invitations } from '../../db/schema';
import { newSecretToken, tokenDigest } from '../../http/secret-token';
import { AppError } from '../../plugins/errors';
import { requireAdministrator, type SessionUser } from '../../plugins/session';
import { enqueueMail } from '../outbox';
import type { SiteState } from './site-state';

// Invitations (issue #47, item 5): while open registration is off, a person joins only through a link an
// administrator made. The link's token is kept as its SHA-256 only; claiming it and making the account
// happen in one transaction, so a link makes one account at most, also when two people race for it.

const DAY_MS = 24 * 60 * 60 * 1000;

const NOT_FOUND = { nl: 'Deze uitnodiging bestaat niet.', en: 'This invitation does not exist.' };

export interface InvitationContext {
  db: Db;
  site: SiteState;
  publicUrl: string;
}

type InvitationRow = typeof invitations.$inferSelect;

function present(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    state: invitationState(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
  };
}

const longDate = {
  nl: new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: TIME_ZONE }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: TIME_ZONE }),
};

/** POST /api/invitations: a link for one person, mailed through the outbox when an address is given. */
export async function createInvitation(
  { db, site, publicUrl }: InvitationContext,
  user: SessionUser | null,
  input: InvitationInput,
  now = new Date(),
): Promise<Invitation & { url: string; mailed: boolean }> {
  const admin = requireAdministrator(user);
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + (input.days ?? INVITATION_DAYS_DEFAULT) * DAY_MS);
  const email = input.email ? input.email : null;
  const url = `${publicUrl.replace(/\/+$/, '')}/auth?tab=register&uitnodiging=${token}`;
  const { name: siteName } = await site.settings();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(invitations)
      .values({ tokenHash: tokenDigest(token), email, createdBy: admin.id, createdAt: now, expiresAt })
      .returning();
    if (!inserted) throw new Error('the invitation was not stored');
    if (email) {
      const expiresOn = { nl: longDate.nl.format(expiresAt), en: longDate.en.format(expiresAt) };
      await enqueueMail(tx, `invitation:${inserted.id}`, {
        to: email,
        fromName: siteName,
        ...invitationMail({ siteName, url, expiresOn }),
      });
    }
    return inserted;
  });
  return { ...present(row, now), url, mailed: email !== null };
}

/** GET /api/invitations: the newest first. */
export async function listInvitations(
  db: Db,
  user: SessionUser | null,
  now = new Date(),
): Promise<Invitation[]> {
  requireAdministrator(user);
  const rows = await db.select().from(invitations).orderBy(desc(invitations.id)).limit(200);
  return rows.map((row) => present(row, now));
}

/** DELETE /api/invitations/{id}: the link stops working at once. */
export async function withdrawInvitation(db: Db, user: SessionUser | null, id: number): Promise<void> {
  requireAdministrator(user);
  const deleted = await db
    .delete(invitations)
    .where(eq(invitations.id, id))
    .returning({ id: invitations.id });
  if (deleted.length === 0) throw new AppError(404, NOT_FOUND);
}

/**
 * Within the transaction that makes a new account: while registration is closed, claims the invitation
 * the token names (refused when there is none, or it was used or has expired); while it is open, a token
 * is not needed and a valid one is claimed all the same (so it cannot be used twice). Answers the id
 * claimed, to mark with the new member's id (markInvitationUsedBy).
 */
export async function claimInvitation(
  tx: Db,
  registrationOpen: boolean,
  token: string | undefined,
  now = new Date(),
): Promise<number | null> {
  if (!token) {
    if (registrationOpen) return null;
    throw new AppError(403, INVITATION_NEEDED);
  }
  const [claimed] = await tx
    .update(invitations)
    .set({ usedAt: now })
    .where(
      and(
        eq(invitations.tokenHash, tokenDigest(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id });
  if (claimed) return claimed.id;
  if (registrationOpen) return null;
  throw new AppError(403, INVITATION_INVALID);
}

export async function markInvitationUsedBy(tx: Db, invitationId: number, userId: number): Promise<void> {
  await tx.update(invitations).set({ usedBy: userId }).where(eq(invitations.id, invitationId));
}

/** Invitations that ended long ago say nothing any more; the sweep keeps the list short. */
export async function deleteOldInvitations(db: Db, now = new Date()): Promise<void> {
  await db.execute(sql`delete from invitations where expires_at < ${new Date(now.getTime() - 90 * DAY_MS)}`);
}
