import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { UnsubscribeKind } from '../../../domain/mail-addresses';
import type { Db } from '../../db/connect';
import { emailConfirmationTokens, serverSecrets, users } from '../../db/schema';

// The SQL of confirming addresses and of turning mail off.

/** Stores a confirmation link (its hash) for the address, replacing the account's earlier ones. */
export async function storeConfirmationLink(
  db: Db,
  link: { id: string; userId: number; email: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(emailConfirmationTokens).where(eq(emailConfirmationTokens.userId, link.userId));
    await tx.insert(emailConfirmationTokens).values(link);
  });
}

/**
 * Confirms the address the link was sent to, once: the link is deleted as it is used (two clicks at once
 * cannot both win), and it confirms only while the account still has that address. The account's id,
 * or null for a link that is unknown, expired, used or for an address the account no longer has.
 */
export async function redeemConfirmationLink(db: Db, id: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(emailConfirmationTokens)
      .where(and(eq(emailConfirmationTokens.id, id), gt(emailConfirmationTokens.expiresAt, new Date())))
      .returning({ userId: emailConfirmationTokens.userId, email: emailConfirmationTokens.email });
    if (!link) return null;
    const [confirmed] = await tx
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(and(eq(users.id, link.userId), eq(sql`lower(${users.email})`, link.email.toLowerCase())))
      .returning({ id: users.id });
    if (!confirmed) return null;
    await tx.delete(emailConfirmationTokens).where(eq(emailConfirmationTokens.userId, link.userId));
    return confirmed.id;
  });
}

/** A secret of the server's own, when one was made; null before the first was needed. */
export async function findServerSecret(db: Db, name: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row ? Buffer.from(row.value, 'hex') : null;
}

/** A secret of the server's own: made (32 random bytes) by the first process that asks, then shared. */
export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return Buffer.from(row!.value, 'hex');
}

const SWITCH_OF: Record<UnsubscribeKind, 'activityUpdates' | 'newActivities' | 'emailNotifications'> = {
  'activity-updates': 'activityUpdates',
  'new-activities': 'newActivities',
  all: 'emailNotifications',
};

/** Turns the member's switch for this kind of mail off. */
export async function turnMailOff(db: Db, userId: number, kind: UnsubscribeKind): Promise<void> {
  await db
    .update(users)
    .set({ [SWITCH_OF[kind]]: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
