import { imageUrl } from '../../../domain/images';
import type { SiteSettings } from '../../../domain/site/settings';
import { siteSettingsFrom } from '../../../domain/site/settings';
import { ChangeListener } from '../../db/change-listener';
import type { Database } from '../../db/connect';
import { readStoredSettings } from './repository';

/**
 * What a process holds of the site's settings (made in buildApp): the settings as last read, kept while
 * its own connection listens on site_changes and has heard nothing since. A change in any process
 * notifies at its commit, so every process reads the new settings for its very next page; while no
 * connection listens (it is lost, or the database gives none), every read asks the database. As the
 * list index does (decision 0020), it still asks at least once a second, for a notice that never came
 * (a pooler that accepts LISTEN and then forgets it). Whatever it makes from the settings (a page's
 * head) is keyed by their content, not by a change event, so a repeated read costs nothing else.
 */
/** How long settings are kept at most while listening, for a notice that never came. */
const MAX_AGE_MS = 1000;

export class SiteState {
  private cached: Promise<SiteSettings> | null = null;
  /** The listener's epoch when `cached` was read: a lost connection (epoch 0 or a new one) drops it. */
  private cachedEpoch = 0;
  private cachedAt = 0;
  /** Moves on with every change heard, so a read that began before one is not kept. */
  private generation = 0;
  private listener: ChangeListener | null = null;

  constructor(private readonly database: Pick<Database, 'db' | 'connectionOfItsOwn'>) {
    const config = database.connectionOfItsOwn(() => this.close());
    if (config) this.listener = new ChangeListener(config, 'site_changes', () => this.changed());
  }

  /** The settings every page, feed, widget and mail uses. */
  settings(): Promise<SiteSettings> {
    const epoch = this.listener?.epoch ?? 0;
    const now = Date.now();
    if (this.cached && epoch !== 0 && epoch === this.cachedEpoch && now - this.cachedAt < MAX_AGE_MS)
      return this.cached;
    const generation = this.generation;
    const read = readStoredSettings(this.database.db).then(({ stored, logoKey }) =>
      siteSettingsFrom(stored, logoKey === null ? null : imageUrl(logoKey, 'thumb')),
    );
    if (epoch !== 0) {
      this.cached = read;
      this.cachedEpoch = epoch;
      this.cachedAt = now;
      // A change heard while reading, or a failed read, is not kept.
      read.then(
        () => {
          if (this.generation !== generation && this.cached === read) this.cached = null;
        },
        () => {
          if (this.cached === read) this.cached = null;
        },
      );
    }
    return read;
  }

  /** Something changed (heard, or written by this process): the next read asks the database. */
  changed(): void {
    this.generation++;
    this.cached = null;
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    this.cached = null;
    await listener?.close();
  }
}
