import type { FastifyInstance } from 'fastify';
import { HOUR_MS, MINUTE_MS } from '../../plugins/jobs';
import { sweepListChanges } from './list';
import { sendNewActivitiesDigest } from './notices';
import { activityReader } from './service';

/** The periodic work of the activities feature, scheduled with the app's jobs (plugins/jobs.ts). */
export async function activityJobs(app: FastifyInstance): Promise<void> {
  const { activities } = app;
  app.jobs.add({
    // Checked once an hour; the occurrence top-up itself runs once per Amsterdam day, so a process that
    // runs past midnight moves its window on even when nobody asks for a list (list requests also move
    // on the sessions that ended, once a minute: see occurrences/occurrence-freshness.ts).
    everyMs: HOUR_MS,
    run: () => activities.occurrences.ensure(),
    failure: { level: 'error', message: 'occurrence top-up failed' },
  });
  app.jobs.add({
    // The list index (decision 0016) is read at the first list otherwise, which the first visitor after
    // a start would wait for (long at a hundred thousand activities).
    everyMs: null,
    atStart: 'background',
    run: async () => void (await activities.list.index.current()),
    failure: { level: 'warn', message: 'could not read the list index at start' },
  });
  const readActivity = activityReader(activities);
  app.jobs.add({
    // The week's e-mail of new activities, from Monday 09:00 (Amsterdam); asked every ten minutes, sent
    // once a week by whichever process claims it first. Not at start: an app started for a test would
    // claim the week, and any mail server it was given would get that week's e-mail.
    everyMs: 10 * MINUTE_MS,
    run: async (app) => {
      if (!app.mailer) return;
      const { name: siteName } = await app.site.settings();
      const sent = await sendNewActivitiesDigest(
        app.db,
        readActivity,
        app.mailer,
        app.config.publicUrl,
        siteName,
      );
      if (sent) app.log.info(sent, 'new activities digest sent');
    },
    failure: { level: 'error', message: 'new activities digest failed' },
  });
  app.jobs.add({
    // The list indexes' change log (decision 0016) only needs the last half hour; older rows are dead.
    everyMs: 10 * MINUTE_MS,
    run: async () => void (await sweepListChanges(activities.list.pool)),
    failure: { level: 'warn', message: 'list change log sweep failed' },
  });
}
