import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('imports on the first call, not before, and gives the same module to every call after', async () => {
    let imports = 0;
    const load = onFirstUse(async () => ({ imported: ++imports }));
    expect(imports).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(imports).toBe(1);
  });

  it('tries again on the next call after a failed import, and keeps the one that works', async () => {
    let attempts = 0;
    const load = onFirstUse(async () => {
      attempts++;
      if (attempts === 1) throw new Error('Cannot find package');
      return { attempt: attempts };
    });
    await expect(load()).rejects.toThrow('Cannot find package');
    const module = await load();
    expect(module).toEqual({ attempt: 2 });
    expect(await load()).toBe(module);
    expect(attempts).toBe(2);
  });
});
