import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listIndexOf, sweepListChanges } from '../features/activities/list/list-index';
import { sendNewActivitiesDigest } from '../features/activities/notices/new-activities-digest';
import { ensureOccurrencesFresh } from '../features/activities/occurrences/occurrence-freshness';
import { removeExpiredResetLinks } from '../features/auth/password-reset';
import { removeExpiredConfirmationLinks } from '../features/email';
import { clearExpiredLimits } from './rate-limiter';
import { removeExpiredSessions } from './session';

// Every piece of periodic work, scheduled here and nowhere else. A job's timer never keeps the process
// alive on its own and stops when the app closes; a failed run is logged and the next one tries again
// (a database that is briefly away is not worth crashing for).

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface Job {
  /** How often; null: only at start. */
  everyMs: number | null;
  /**
   * Run once at start too: before the app answers its first request (true: it waits for it), or
   * alongside (background).
   */
  atStart?: true | 'background';
  run(app: FastifyInstance): Promise<void>;
  /** What the log says when a run fails, and how loudly. */
  failure: { level: 'warn' | 'error'; message: string };
}

const JOBS: Job[] = [
  {
    // Expired sessions are refused anyway; sweeping them keeps the table (and a leaked copy of it) small.
    everyMs: HOUR_MS,
    atStart: true,
    run: async (app) => {
      const removed = await removeExpiredSessions(app.db);
      if (removed > 0) app.log.info({ removed }, 'expired sessions removed');
      const links = await removeExpiredResetLinks(app.db);
      if (links > 0) app.log.info({ removed: links }, 'expired password reset links removed');
      const confirmations = await removeExpiredConfirmationLinks(app.db);
      if (confirmations > 0) app.log.info({ removed: confirmations }, 'expired confirmation links removed');
    },
    failure: { level: 'warn', message: 'could not remove expired sessions' },
  },
  {
    // Expired rate-limit counters are only dead rows (the library ignores and overwrites them); a sweep
    // now and then keeps the table as small as the traffic of the last window.
    everyMs: 5 * MINUTE_MS,
    run: (app) => clearExpiredLimits(app.database),
    failure: { level: 'warn', message: 'rate limit sweep failed' },
  },
  {
    // Checked once an hour; the occurrence top-up itself runs once per Amsterdam day, so a process that
    // runs past midnight moves its window on even when nobody asks for a list (list requests also move
    // on the sessions that ended, once a minute: see occurrence-freshness.ts).
    everyMs: HOUR_MS,
    run: (app) => ensureOccurrencesFresh(app.db),
    failure: { level: 'error', message: 'occurrence top-up failed' },
  },
  {
    // The list index (decision 0016) is read at the first list otherwise: 0.2 s at 5,000 activities,
    // 1.6 s at 100,000, which the first visitor after a start would wait for.
    everyMs: null,
    atStart: 'background',
    run: async (app) => void (await listIndexOf(app.db).current()),
    failure: { level: 'warn', message: 'could not read the list index at start' },
  },
  {
    // The week's e-mail of new activities, from Monday 09:00 (Amsterdam); asked every ten minutes, sent
    // once a week by whichever process claims it first. Not at start: an app started for a test would
    // claim the week, and any mail server it was given would get that week's e-mail.
    everyMs: 10 * MINUTE_MS,
    run: async (app) => {
      if (!app.mailer) return;
      const sent = await sendNewActivitiesDigest(app.db, app.mailer, app.config.publicUrl);
      if (sent) app.log.info(sent, 'new activities digest sent');
    },
    failure: { level: 'error', message: 'new activities digest failed' },
  },
  {
    // The list indexes' change log (decision 0016) only needs the last half hour; older rows are dead.
    everyMs: 10 * MINUTE_MS,
    run: async (app) => void (await sweepListChanges(app.db)),
    failure: { level: 'warn', message: 'list change log sweep failed' },
  },
];

async function jobsPlugin(app: FastifyInstance) {
  const timers: NodeJS.Timeout[] = [];
  const runSafely = async (job: Job) => {
    try {
      await job.run(app);
    } catch (error) {
      app.log[job.failure.level]({ err: error }, job.failure.message);
    }
  };

  app.addHook('onReady', async () => {
    for (const job of JOBS) {
      if (job.atStart === 'background') void runSafely(job);
      else if (job.atStart) await runSafely(job);
      if (job.everyMs === null) continue;
      const timer = setInterval(() => void runSafely(job), job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}

export const jobs = fp(jobsPlugin, { name: 'jobs', dependencies: ['session', 'rate-limiter'] });
