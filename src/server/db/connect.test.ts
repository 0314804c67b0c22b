import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { clusterScratchFolder } from './cluster-scratch';
import { connectDatabase } from './connect';

// The embedded kind end to end: its own cluster in DATA_DIR/postgres, the app's database in it, migrated.
const scratch = clusterScratchFolder('meedoen-connect-test-');

describe('connectDatabase, embedded', () => {
  it('starts a cluster in DATA_DIR/postgres with a migrated meedoen database, and stops it on close', async () => {
    const dataDir = path.join(scratch(), 'data');
    const database = await connectDatabase({ kind: 'embedded', dataDir });
    try {
      expect(database.kind).toBe('embedded');
      expect(database.isNew).toBe(true);
      const { rows } = await database.query(
        "select current_database() as name, to_regclass('public.activities') is not null as migrated",
      );
      expect(rows).toEqual([{ name: 'meedoen', migrated: true }]);
      await database.db.execute(sql`insert into portals (slug, name, type) values ('kept', 'Kept', 'city')`);
    } finally {
      await database.close();
    }
    // Closed means the cluster has stopped too: a running postmaster keeps this file.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    // A second close does nothing.
    await database.close();

    const again = await connectDatabase({ kind: 'embedded', dataDir });
    try {
      expect(again.isNew).toBe(false);
      expect((await again.query("select name from portals where slug = 'kept'")).rows).toEqual([
        { name: 'Kept' },
      ]);
    } finally {
      await again.close();
    }
  });

  it('leaves an old PGlite database in DATA_DIR alone, and says so', async () => {
    const dataDir = path.join(scratch(), 'old-pglite');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // What PGlite kept directly in DATA_DIR: a PostgreSQL 17 data folder of its own.
    mkdirSync(dataDir, { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    const database = await connectDatabase({ kind: 'embedded', dataDir });
    await database.close();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/earlier Meedoen version \(PGlite\).*left untouched/s),
    );
    warn.mockRestore();
    expect(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
  });
});
