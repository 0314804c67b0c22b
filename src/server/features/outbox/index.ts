// The door of the outbox feature: mail that must reach someone once, sent after the commit that
// enqueued it, tried again until the mail server takes it (decision 0034).
export { enqueueMail, enqueueMails, type MailForEvent } from './enqueue';
export { outboxMessageId } from './message-id';
export { outbox } from './plugin';
export type { Outbox, OutboxRound, OutboxSweep } from './sender';
