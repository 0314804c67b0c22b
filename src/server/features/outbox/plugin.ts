import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOUR_MS } from '../../plugins/jobs';
import { createOutbox, type Outbox } from './sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mails that must reach someone, sent from mail_outbox (features/outbox, decision 0034). */
    outbox: Outbox;
  }
}

/** How often each process looks for due mail while a mail server is configured. */
const SEND_EVERY_MS = 5_000;

/**
 * Decorates `app.outbox` (made here, per app) and schedules its work: sending every few seconds while a
 * mail server is configured, and an hourly sweep. After the mailer and the jobs.
 */
async function outboxPlugin(app: FastifyInstance) {
  const outbox = createOutbox({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  app.decorate('outbox', outbox);
  app.addHook('onClose', async () => outbox.close());
  if (app.mailer) {
    // A database that is away fails every tick: the first failure is logged, the rest until it works again
    // are not.
    let failing = false;
    app.jobs.add({
      // Every process asks: the claims in the database keep them from sending the same mail, and a mail
      // a process enqueued goes at once anyway when that process calls wake() after its commit.
      everyMs: SEND_EVERY_MS,
      run: async () => {
        try {
          await outbox.sendDue();
          failing = false;
        } catch (error) {
          if (failing) return;
          failing = true;
          throw error;
        }
      },
      failure: { level: 'warn', message: 'sending the outbox failed' },
    });
  }
  app.jobs.add({
    everyMs: HOUR_MS,
    run: async () => {
      const swept = await outbox.sweep();
      if (swept.deleted > 0) app.log.info(swept, 'outbox swept');
    },
    failure: { level: 'warn', message: 'the outbox sweep failed' },
  });
}

export const outbox = fp(outboxPlugin, { name: 'outbox', dependencies: ['mailer', 'jobs'] });
