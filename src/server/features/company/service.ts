import {
  COMPANY_MESSAGES_PER_HOUR,
  type CompanyList,
  type CompanyMessageInput,
  type CompanyReportInput,
} from '../../../domain/company';
import { imageUrl } from '../../../domain/images';
import type { Localized } from '../../../domain/language';
import { companyMessageMail } from '../../../domain/participation/company-message-mail';
import type { Db } from '../../db/connect';
import { ACTIVITY_NOT_FOUND } from '../../http/activity-id';
import { AppError } from '../../plugins/errors';
import { requireMember, type SessionUser } from '../../plugins/session';
import { enqueueMail } from '../outbox';
import messages from './messages.json';
import * as repository from './repository';

// The rules of "nobody has to come alone": only a member who asked for company on a date sees the others
// who did, by first name, picture and their line; two such members may write to each other through
// Meedoen (neither address is shown), not when either blocked the other, and not more than a few
// messages an hour. The recipient may report a message to the administrators.

export const { NOT_ASKED_FOR_COMPANY, NOT_THE_SAME_DATE, MESSAGE_NOT_FOUND } = messages;
export const TOO_MANY_MESSAGES: Localized = {
  nl: `Je hebt het afgelopen uur al ${COMPANY_MESSAGES_PER_HOUR} berichten gestuurd. Probeer het over een uur opnieuw.`,
  en: `You have sent ${COMPANY_MESSAGES_PER_HOUR} messages in the past hour already. Try again in an hour.`,
};
const { NOT_YOURSELF, CANNOT_BLOCK_YOURSELF, USER_NOT_FOUND, NOT_YOUR_MESSAGE } = messages;

/** The date a request is about: the one named, else the activity's next date. 404 when it is gone. */
async function companyDate(db: Db, activityId: number, date: string | undefined) {
  const activity = await repository.activityBasics(db, activityId);
  if (!activity) throw new AppError(404, ACTIVITY_NOT_FOUND);
  return { activity, key: { activityId, day: date ?? activity.nextDay } };
}

/** The others who want company on the date, for a member who wants it too (anyone else: 403). */
export async function listCompany(
  db: Db,
  user: SessionUser | null,
  activityId: number,
  date: string | undefined,
): Promise<CompanyList> {
  const { id: userId } = requireMember(user);
  const { key } = await companyDate(db, activityId, date);
  if (!(await repository.wantsCompanyOn(db, key, userId))) throw new AppError(403, NOT_ASKED_FOR_COMPANY);
  const rows = await repository.othersWantingCompany(db, key, userId);
  const received = await repository.messagesReceived(
    db,
    key,
    userId,
    rows.map((row) => row.user_id),
  );
  return {
    date: key.day,
    people: rows.map((row) => ({
      userId: row.user_id,
      firstName: row.first_name,
      avatarUrl: row.avatar_key ? imageUrl(row.avatar_key, 'thumb') : null,
      note: row.note,
      received: received
        .filter((message) => message.sender_id === row.user_id)
        .map((message) => ({ id: message.id, text: message.body, sentAt: message.sent_at })),
    })),
  };
}

/**
 * Sends a short message to another member who wants company on the same date: kept in
 * company_messages (for the hourly limit and a report) and mailed through the outbox in the same
 * transaction, once, under the site's name. The recipient's address is never shown and the sender's is not in
 * the mail. Answers whether a mail was queued (the caller wakes the outbox).
 */
export async function sendMessage(
  db: Db,
  user: SessionUser | null,
  activityId: number,
  input: CompanyMessageInput,
  publicUrl: string,
  /** The site's name as its settings say now: the mail is sent under it. */
  siteName: string,
): Promise<{ id: number; queued: boolean }> {
  const { id: senderId } = requireMember(user);
  if (input.to === senderId) throw new AppError(400, NOT_YOURSELF);
  const { activity, key } = await companyDate(db, activityId, input.date);
  if (!(await repository.wantsCompanyOn(db, key, senderId))) throw new AppError(403, NOT_ASKED_FOR_COMPANY);
  if (
    !(await repository.wantsCompanyOn(db, key, input.to)) ||
    (await repository.blockedBetween(db, senderId, input.to))
  ) {
    // A block reads the same as someone not (or no longer) on the date: the sender learns nothing more.
    throw new AppError(403, NOT_THE_SAME_DATE);
  }
  const [sender, recipient] = await Promise.all([
    repository.personForMail(db, senderId),
    repository.personForMail(db, input.to),
  ]);
  return db.transaction(async (tx) => {
    await repository.lockSender(tx, senderId);
    if ((await repository.sentInLastHour(tx, senderId)) >= COMPANY_MESSAGES_PER_HOUR) {
      throw new AppError(429, TOO_MANY_MESSAGES);
    }
    const id = await repository.insertMessage(tx, {
      ...key,
      senderId,
      recipientId: input.to,
      body: input.text,
    });
    if (!recipient?.email) return { id, queued: false };
    const mail = companyMessageMail(
      {
        activityId,
        title: { nl: activity.title, en: activity.titleEn?.trim() || activity.title },
        day: key.day,
        recipientName: recipient.name,
        senderName: sender?.name ?? '',
        text: input.text,
      },
      publicUrl.replace(/\/+$/, ''),
      siteName,
    );
    const queued = await enqueueMail(tx, `company-message:${id}`, { to: recipient.email, ...mail });
    return { id, queued };
  });
}

/** Blocks another member: neither sees the other among company any more, nor can write to them. */
export async function block(db: Db, user: SessionUser | null, otherId: number) {
  const { id } = requireMember(user);
  if (otherId === id) throw new AppError(400, CANNOT_BLOCK_YOURSELF);
  if (!(await repository.userExists(db, otherId))) throw new AppError(404, USER_NOT_FOUND);
  await repository.insertBlock(db, id, otherId);
  return { blocked: true };
}

export async function unblock(db: Db, user: SessionUser | null, otherId: number) {
  const { id } = requireMember(user);
  await repository.deleteBlock(db, id, otherId);
  return { blocked: false };
}

/**
 * Reports a company message to the administrators, by its recipient: a message in their inbox
 * (contact_messages, subject 'companyReport') that quotes the message and names both members, the
 * activity and the date. Reporting the same message again adds nothing.
 */
export async function reportMessage(
  db: Db,
  user: SessionUser | null,
  messageId: number,
  input: CompanyReportInput,
): Promise<{ reported: true }> {
  const { id: userId } = requireMember(user);
  const message = await repository.findMessage(db, messageId);
  if (!message) throw new AppError(404, MESSAGE_NOT_FOUND);
  if (message.recipient_id !== userId) throw new AppError(403, NOT_YOUR_MESSAGE);
  if (await repository.existingReport(db, messageId, userId)) return { reported: true };
  const by = await repository.reporter(db, userId);
  const senderName = message.sender_first_name?.trim() || message.sender_username;
  await repository.insertReport(db, {
    name: by?.first_name?.trim() || by?.username || String(userId),
    email: by?.email ?? '',
    userId,
    activityId: message.activity_id,
    details: {
      reason: input.reason,
      reportedText: message.body,
      reportedMember: `${senderName} (@${message.sender_username}, #${message.sender_id})`,
      reportedMemberId: message.sender_id,
      activityTitle: message.title,
      activityId: message.activity_id,
      activityDate: message.day,
      sentAt: message.sent_at,
      messageId: String(message.id),
    },
  });
  return { reported: true };
}
