import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The scheduler of every piece of periodic work. Each feature and plugin adds its own jobs
// (app.jobs.add) while it registers, so the work lives beside the code it serves; this only runs them.
// A job's timer never keeps the process alive on its own and stops when the app closes; a failed run is
// logged and the next one tries again (a database that is briefly away is not worth crashing for).

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export interface Job {
  /** How often; null: only at start. */
  everyMs: number | null;
  /**
   * Run once at start too: before the app answers its first request (true: it waits for it, the jobs
   * one after another in the order they were added), or alongside (background).
   */
  atStart?: true | 'background';
  run(app: FastifyInstance): Promise<void>;
  /** What the log says when a run fails, and how loudly. */
  failure: { level: 'warn' | 'error'; message: string };
}

export interface Jobs {
  /** Schedules a job from the app's start on; only while the app registers its plugins. */
  add(job: Job): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic work of this app (plugins/jobs.ts). */
    jobs: Jobs;
  }
}

async function jobsPlugin(app: FastifyInstance) {
  const jobs: Job[] = [];
  let started = false;
  app.decorate('jobs', {
    add(job) {
      if (started) throw new Error('A job must be added before the app is ready');
      jobs.push(job);
    },
  } satisfies Jobs);

  const timers: NodeJS.Timeout[] = [];
  const runSafely = async (job: Job) => {
    try {
      await job.run(app);
    } catch (error) {
      app.log[job.failure.level]({ err: error }, job.failure.message);
    }
  };

  app.addHook('onReady', async () => {
    started = true;
    for (const job of jobs) {
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

export const jobs = fp(jobsPlugin, { name: 'jobs' });
