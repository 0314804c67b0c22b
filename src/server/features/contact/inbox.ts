import type { ContactInboxQuery, ContactMessage, ContactMessageUpdate } from '../../../domain/contact';
import type { Localized } from '../../../domain/language';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import { pathId } from '../../plugins/path-id';
import { requireAdministrator, type SessionUser } from '../../plugins/session';
import {
  type ContactMessageRow,
  countUnhandledContactMessages,
  deleteContactMessage,
  listContactMessages,
  setContactMessageHandled,
} from './repository';

// The team's inbox: only administrators read, mark and delete what people sent through the contact form
// (names, addresses and questions are personal data).

const MESSAGE_NOT_FOUND: Localized = { nl: 'Bericht niet gevonden.', en: 'Message not found.' };
const INVALID_MESSAGE_ID: Localized = { nl: 'Ongeldig berichtnummer.', en: 'Invalid message number.' };

/** A message id from the path: 400 when it is not a number, 404 when it cannot exist. */
export function messageIdFromPath(raw: string): number {
  return pathId(raw, { malformed: INVALID_MESSAGE_ID, unknown: MESSAGE_NOT_FOUND });
}

function present(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    subject: row.subject,
    details: row.details ?? {},
    userId: row.userId,
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
  };
}

export async function listInbox(
  db: Db,
  user: SessionUser | null,
  query: ContactInboxQuery,
): Promise<{ items: ContactMessage[]; total: number }> {
  requireAdministrator(user);
  const page = await listContactMessages(db, {
    unhandledOnly: query.status === 'unhandled',
    limit: query.limit,
    offset: query.offset,
  });
  return { items: page.rows.map(present), total: page.total };
}

export async function countUnhandled(db: Db, user: SessionUser | null): Promise<number> {
  requireAdministrator(user);
  return countUnhandledContactMessages(db);
}

export async function markMessage(
  db: Db,
  user: SessionUser | null,
  id: number,
  input: ContactMessageUpdate,
): Promise<ContactMessage> {
  requireAdministrator(user);
  const row = await setContactMessageHandled(db, id, input.handled);
  if (!row) throw new AppError(404, MESSAGE_NOT_FOUND);
  return present(row);
}

export async function removeMessage(db: Db, user: SessionUser | null, id: number): Promise<void> {
  requireAdministrator(user);
  if (!(await deleteContactMessage(db, id))) throw new AppError(404, MESSAGE_NOT_FOUND);
}
