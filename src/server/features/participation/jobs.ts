import type { FastifyInstance } from 'fastify';
import { minuteInAmsterdam } from '../../../domain/recurrence/amsterdam-clock';
import { MINUTE_MS } from '../../plugins/jobs';
import { queuePromotionMails } from './promotion-notices';
import { queueReminderMails } from './reminders';

/** How often the promotions of other paths (more places, a deleted account, other processes) are mailed. */
const PROMOTIONS_EVERY_MS = 5_000;

/**
 * The participation feature's mail: those the waitlist moved up, and the reminders the day before. Each
 * becomes one outbox mail (features/outbox), which sends it; nothing is queued without a mail server.
 * Answers `tellPromotedSoon`, for a request that may have moved someone up: it queues their mail at
 * once instead of at the next round.
 */
export function participationJobs(app: FastifyInstance): { tellPromotedSoon: () => void } {
  const tellPromoted = async () => {
    if (!app.mailer) return;
    const { name: siteName } = await app.site.settings();
    if ((await queuePromotionMails(app.db, app.config.publicUrl, siteName)) > 0) app.outbox.wake();
  };
  app.jobs.add({
    everyMs: PROMOTIONS_EVERY_MS,
    run: tellPromoted,
    failure: { level: 'warn', message: 'could not queue the mails of waitlist promotions' },
  });
  app.jobs.add({
    // Every minute: a reminder is due from the member's chosen minute the day before (reminders.ts).
    everyMs: MINUTE_MS,
    run: async () => {
      if (!app.mailer) return;
      const { name: siteName } = await app.site.settings();
      if ((await queueReminderMails(app.db, app.config.publicUrl, siteName, minuteInAmsterdam())) > 0)
        app.outbox.wake();
    },
    failure: { level: 'warn', message: 'could not queue the reminders' },
  });
  return {
    tellPromotedSoon: () =>
      void tellPromoted().catch((error) => app.log.warn({ err: error }, 'could not queue promotion mails')),
  };
}
