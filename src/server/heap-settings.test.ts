import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, heapGrowingFlag } from './config';

describe('the heap setting main.ts applies at start', () => {
  it('limits how far V8 grows the heap past its live data', () => {
    expect(heapGrowingFlag([], '')).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(heapGrowingFlag(['--enable-source-maps'], '--no-warnings')).toBe('--heap-growing-percent=75');
  });

  it("leaves the operator's own choice of heap growth or size alone", () => {
    expect(heapGrowingFlag(['--heap-growing-percent=100'])).toBeNull();
    expect(heapGrowingFlag(['--max-old-space-size=256'])).toBeNull();
    expect(heapGrowingFlag([], '--enable-source-maps --max_old_space_size=512')).toBeNull();
    expect(heapGrowingFlag(['--max-semi-space-size=8'])).not.toBeNull();
  });

  it('names a flag this node knows (setFlagsFromString ignores unknown flags without a word)', () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    expect(options).toContain('--heap-growing-percent');
    // main.ts sets it after start; that needs flags that are not frozen after V8's initialisation.
    expect(options).toMatch(
      /--freeze-flags-after-init[^\n]*\n\s+type: bool\s+default: --no-freeze-flags-after-init/,
    );
  });
});
