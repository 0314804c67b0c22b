import type {
  ContactInboxQuery,
  ContactMessage,
  ContactMessageUpdate,
  ContactReplyInput,
} from '../../../domain/contact';
import type { Localized } from '../../../domain/language';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import { pathId } from '../../plugins/path-id';
import {
  managedPortals,
  NOT_YOUR_PORTAL,
  requireOrganiser,
  requirePortalManager,
  type SessionUser,
} from '../../plugins/session';
import type { Mailer } from '../../providers/mailer';
import { replyMail } from './forward';
import {
  type ContactMessageRow,
  type ContactReplyRow,
  countUnhandledContactMessages,
  deleteContactMessage,
  findContactMessage,
  insertReply,
  listContactMessages,
  listReplies,
  portalOfMessage,
  setContactMessageHandled,
} from './repository';

// The team's inbox: administrators read, mark, answer and delete what people sent through the contact
// form (names, addresses and questions are personal data); an organiser only the messages about an
// activity of their portals (contact_messages.activity_id), never the rest.

const MESSAGE_NOT_FOUND: Localized = { nl: 'Bericht niet gevonden.', en: 'Message not found.' };
const INVALID_MESSAGE_ID: Localized = { nl: 'Ongeldig berichtnummer.', en: 'Invalid message number.' };
export const REPLY_UNAVAILABLE: Localized = {
  nl: 'Deze site kan geen e-mail versturen (er is geen mailserver ingesteld). Beantwoord het bericht vanuit je eigen e-mail.',
  en: 'This site cannot send e-mail (no mail server is set up). Answer the message from your own e-mail.',
};

/** A message id from the path: 400 when it is not a number, 404 when it cannot exist. */
export function messageIdFromPath(raw: string): number {
  return pathId(raw, { malformed: INVALID_MESSAGE_ID, unknown: MESSAGE_NOT_FOUND });
}

function present(row: ContactMessageRow, replies: ContactReplyRow[]): ContactMessage {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    subject: row.subject,
    details: row.details ?? {},
    userId: row.userId,
    activityId: row.activityId,
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    replies: replies
      .filter((reply) => reply.messageId === row.id)
      .map((reply) => ({
        id: reply.id,
        text: reply.text,
        sentAt: reply.sentAt.toISOString(),
        username: reply.username,
      })),
  };
}

async function presentAll(db: Db, rows: ContactMessageRow[]): Promise<ContactMessage[]> {
  const replies = await listReplies(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => present(row, replies));
}

export async function listInbox(
  db: Db,
  user: SessionUser | null,
  query: ContactInboxQuery,
): Promise<{ items: ContactMessage[]; total: number }> {
  const reader = requireOrganiser(user);
  const page = await listContactMessages(db, {
    unhandledOnly: query.status === 'unhandled',
    portalIds: managedPortals(reader),
    limit: query.limit,
    offset: query.offset,
  });
  return { items: await presentAll(db, page.rows), total: page.total };
}

export async function countUnhandled(db: Db, user: SessionUser | null): Promise<number> {
  return countUnhandledContactMessages(db, managedPortals(requireOrganiser(user)));
}

/**
 * The member who may handle this message: an administrator, or an organiser of the portal of the
 * activity it is about (a message about no activity is the team's: 403 for organisers). 404 when gone.
 */
async function requireHandlerOf(db: Db, user: SessionUser | null, id: number): Promise<SessionUser> {
  const handler = requireOrganiser(user);
  if (handler.isAdmin) return handler;
  const { found, portalId } = await portalOfMessage(db, id);
  if (!found) throw new AppError(404, MESSAGE_NOT_FOUND);
  if (portalId === null) throw new AppError(403, NOT_YOUR_PORTAL);
  return requirePortalManager(handler, portalId);
}

export async function markMessage(
  db: Db,
  user: SessionUser | null,
  id: number,
  input: ContactMessageUpdate,
): Promise<ContactMessage> {
  await requireHandlerOf(db, user, id);
  const row = await setContactMessageHandled(db, id, input.handled);
  if (!row) throw new AppError(404, MESSAGE_NOT_FOUND);
  const [message] = await presentAll(db, [row]);
  return message!;
}

/**
 * Answers a message from the inbox: the answer is kept with the message (which counts as handled), then
 * mailed to the address the sender gave. The sender asked for an answer by writing, so their address
 * needs no confirmation. Without a mail server: 503, and nothing is kept.
 */
export async function replyToMessage(
  db: Db,
  user: SessionUser | null,
  id: number,
  input: ContactReplyInput,
  mail: { mailer: Mailer | null; replyTo: string | null; siteName: string },
): Promise<ContactMessage> {
  const admin = await requireHandlerOf(db, user, id);
  const original = await findContactMessage(db, id);
  if (!original) throw new AppError(404, MESSAGE_NOT_FOUND);
  if (!mail.mailer) throw new AppError(503, REPLY_UNAVAILABLE);
  const row = await insertReply(db, {
    messageId: id,
    userId: admin.id,
    username: admin.username,
    text: input.text,
  });
  if (!row) throw new AppError(404, MESSAGE_NOT_FOUND);
  mail.mailer.send(replyMail(original, input.text, mail.replyTo, mail.siteName));
  const [message] = await presentAll(db, [row]);
  return message!;
}

export async function removeMessage(db: Db, user: SessionUser | null, id: number): Promise<void> {
  await requireHandlerOf(db, user, id);
  if (!(await deleteContactMessage(db, id))) throw new AppError(404, MESSAGE_NOT_FOUND);
}
