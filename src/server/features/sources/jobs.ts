import type { FastifyInstance } from 'fastify';
import { MINUTE_MS } from '../../plugins/jobs';
import { readSource, type SourceReader } from './read-source';
import { claimDueSources } from './repository';

/** How often the job looks for due sources; each source itself is read hourly (its next_read_at). */
const LOOK_EVERY_MS = 5 * MINUTE_MS;
const SOURCES_PER_ROUND = 10;

/**
 * Reads the sources that are due, not paused: each claimed by one process (repository.claimDueSources),
 * read one after another so a round never holds more than one worker task.
 */
export function addSourceJob(app: FastifyInstance, reader: SourceReader): void {
  app.jobs.add({
    everyMs: LOOK_EVERY_MS,
    run: async () => {
      for (const id of await claimDueSources(app.db, SOURCES_PER_ROUND)) {
        try {
          await readSource(reader, id, null);
        } catch (error) {
          app.log.warn({ err: error, sourceId: id }, 'could not read a calendar source');
        }
      }
    },
    failure: { level: 'warn', message: 'could not read the calendar sources' },
  });
}
