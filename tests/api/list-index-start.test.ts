import { afterAll, expect, it, vi } from 'vitest';
import { ListIndex } from '../../src/server/features/activities/list/list-index';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The list index is read when the app starts (jobs.ts), in the background, so that the first visitor
// after a start does not wait for it (1.6 s at 100,000 activities).
let t: TestApp | undefined;
afterAll(async () => t?.close());

it('reads the list index at start, before any list is asked for', async () => {
  const current = vi.spyOn(ListIndex.prototype, 'current');
  try {
    t = await createTestApp();
    await vi.waitFor(() => expect(current).toHaveBeenCalledTimes(1));
    const loaded = await current.mock.results[0]!.value;
    expect(loaded.table.size).toBeGreaterThanOrEqual(0);
  } finally {
    current.mockRestore();
  }
});
