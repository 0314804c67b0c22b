import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * For a test file that starts real clusters: a folder made before its tests and removed after them, on a
 * RAM disk where there is one (initdb and the starts take about a second there). Read it inside a test.
 */
export function clusterScratchFolder(prefix: string): () => string {
  const base = process.platform === 'linux' && existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  let scratch: string | undefined;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(base, prefix));
    // Run as root, the cluster runs as the postgres user, which must be able to enter the folder.
    chmodSync(scratch, 0o755);
  });
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });
  return () => {
    if (!scratch) throw new Error('The scratch folder exists only while the tests run.');
    return scratch;
  };
}
