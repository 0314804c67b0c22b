import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, startupV8Flags } from './heap-settings';

describe('the V8 settings main.ts applies at start', () => {
  it("limits how far V8 grows the heap past its live data, and keeps a request's objects young", () => {
    const flags = [`--heap-growing-percent=${HEAP_GROWING_PERCENT}`, '--no-allocation-site-pretenuring'];
    expect(startupV8Flags([], '')).toEqual(flags);
    expect(startupV8Flags(['--enable-source-maps'], '--no-warnings')).toEqual(flags);
  });

  it("leaves the operator's own choice of heap growth, heap size or pretenuring alone", () => {
    const pretenuring = ['--no-allocation-site-pretenuring'];
    expect(startupV8Flags(['--heap-growing-percent=100'])).toEqual(pretenuring);
    expect(startupV8Flags(['--max-old-space-size=256'])).toEqual(pretenuring);
    expect(startupV8Flags([], '--enable-source-maps --max_old_space_size=512')).toEqual(pretenuring);
    expect(startupV8Flags(['--max-semi-space-size=8'])).toHaveLength(2);
    expect(startupV8Flags(['--allocation-site-pretenuring'])).toEqual(['--heap-growing-percent=75']);
    expect(startupV8Flags([], '--no_allocation_site_pretenuring')).toEqual(['--heap-growing-percent=75']);
  });

  it('names flags this node knows (setFlagsFromString ignores unknown flags without a word)', () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    expect(options).toContain('--heap-growing-percent');
    expect(options).toMatch(
      /--allocation-site-pretenuring[^\n]*\n\s+type: bool\s+default: --allocation-site-pretenuring/,
    );
    // main.ts sets them after start; that needs flags that are not frozen after V8's initialisation.
    expect(options).toMatch(
      /--freeze-flags-after-init[^\n]*\n\s+type: bool\s+default: --no-freeze-flags-after-init/,
    );
  });
});
