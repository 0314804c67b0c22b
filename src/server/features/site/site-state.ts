import { imageUrl } from '../../../domain/images';
import { type SiteSettings, siteSettingsFrom } from '../../../domain/site/settings';
import { ChangeListener } from '../../db/change-listener';
import type { Database, Db } from '../../db/connect';
import { readStoredSettings } from './repository';

/** How long a read is kept at most while listening, for a notice that never came. */
const MAX_AGE_MS = 1000;

interface Kept {
  value: Promise<unknown>;
  /** The listener's epoch when it was read: a lost connection (epoch 0 or a new one) drops it. */
  epoch: number;
  at: number;
}

/**
 * What a process holds of the operator's site (made in buildApp): the settings, the pages and the
 * partners as last read, kept while its own connection listens on site_changes and has heard nothing
 * since. A change to site_settings or partners in any process notifies at its commit, so every process
 * reads anew for its very next page; while no connection listens (it is lost, or the database gives
 * none), every read asks the database. As the list index does (decision 0020), it still asks at least
 * once a second, for a notice that never came (a pooler that accepts LISTEN and then forgets it).
 * Whatever is made from what it reads (a page's head) is keyed by its content, not by a change event.
 */
export class SiteState {
  private readonly kept = new Map<string, Kept>();
  /** Moves on with every change heard, so a read that began before one is not kept. */
  private generation = 0;
  private listener: ChangeListener | null = null;

  constructor(private readonly database: Pick<Database, 'db' | 'connectionOfItsOwn'>) {
    const config = database.connectionOfItsOwn(() => this.close());
    if (config) this.listener = new ChangeListener(config, 'site_changes', () => this.changed());
  }

  /** The settings every page, feed, widget and mail uses. */
  settings(): Promise<SiteSettings> {
    return this.read('settings', async (db) => {
      const { stored, logoKey } = await readStoredSettings(db);
      return siteSettingsFrom(stored, logoKey === null ? null : imageUrl(logoKey, 'thumb'));
    });
  }

  /**
   * Anything read from site_settings or partners (a page, the partners shown), under `name`: kept as
   * the settings are, and read anew after any change to either table.
   */
  read<T>(name: string, load: (db: Db) => Promise<T>): Promise<T> {
    const epoch = this.listener?.epoch ?? 0;
    const now = Date.now();
    const kept = this.kept.get(name);
    if (kept && epoch !== 0 && kept.epoch === epoch && now - kept.at < MAX_AGE_MS)
      return kept.value as Promise<T>;
    const generation = this.generation;
    const value = load(this.database.db);
    if (epoch !== 0) {
      const entry: Kept = { value, epoch, at: now };
      this.kept.set(name, entry);
      // A change heard while reading, or a failed read, is not kept.
      const drop = () => {
        if (this.kept.get(name) === entry) this.kept.delete(name);
      };
      value.then(() => {
        if (this.generation !== generation) drop();
      }, drop);
    }
    return value;
  }

  /** Something changed (heard, or written by this process): the next read asks the database. */
  changed(): void {
    this.generation++;
    this.kept.clear();
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    this.kept.clear();
    await listener?.close();
  }
}
