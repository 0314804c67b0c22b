import { type LocalMinute, minuteInAmsterdam } from '../../../../domain/recurrence/amsterdam-clock';
import type { Db } from '../../../db/connect';
import { refreshEndedSessions, topUpOccurrences } from './occurrences';

/**
 * Makes sure next dates are right for this minute before a list is answered. The first request of a day
 * (in each process) waits for the daily top-up; the first of every other minute for one index lookup of
 * the sessions that ended since (usually none), which moves their next date on. Every process looks for
 * itself, so a session that ends leaves every process's lists within a minute, whoever wrote it. One per
 * app (made by buildApp), for its database.
 */
export class OccurrenceFreshness {
  /** The minute the derived dates were last brought up to date, and the refresh under way. */
  #freshMinute: LocalMinute | null = null;
  #refreshing: Promise<void> | null = null;

  /** `changed` is told when a refresh changed any activity's dates (the kept lists are then wrong). */
  constructor(
    private readonly db: Db,
    private readonly changed: () => void,
  ) {}

  async ensure(now: LocalMinute = minuteInAmsterdam()): Promise<void> {
    if (this.#freshMinute === now) return;
    if (!this.#refreshing) {
      const newDay = this.#freshMinute?.slice(0, 10) !== now.slice(0, 10);
      this.#refreshing = (
        newDay ? topUpOccurrences(this.db, now).then(() => 1) : refreshEndedSessions(this.db, now)
      )
        .then((changed) => {
          this.#freshMinute = now;
          if (changed > 0) this.changed();
        })
        .finally(() => {
          this.#refreshing = null;
        });
    }
    await this.#refreshing;
  }
}
