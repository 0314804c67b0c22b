import { describe, expect, it } from 'vitest';
import {
  formatMachineSpeed,
  MACHINE_SPEED_CHECKSUM,
  MACHINE_SPEED_ITERATIONS,
  measureMachineSpeed,
  plainLoop,
} from './machine-speed';

describe('the machine-speed loop', () => {
  it('does the same fixed work every time: its checksum is the recorded one', () => {
    expect(plainLoop(1000)).toBe(plainLoop(1000));
    expect(plainLoop(1000)).not.toBe(plainLoop(1001));
    expect(plainLoop(MACHINE_SPEED_ITERATIONS)).toBe(MACHINE_SPEED_CHECKSUM);
  });

  it('keeps the best of its runs and says that lower is faster', () => {
    const speed = measureMachineSpeed(3, 10_000);
    expect(speed.runsMs).toHaveLength(3);
    expect(speed.bestMs).toBe(Math.min(...speed.runsMs));
    expect(speed.bestCpuMs).toBe(Math.min(...speed.cpuMs));
    expect(
      formatMachineSpeed({
        bestMs: 1412,
        bestCpuMs: 998,
        runsMs: [1500, 1412, 1433],
        cpuMs: [1010, 998, 1004],
        iterations: 1,
      }),
    ).toBe('machine speed: plain-JS loop 1,412 ms (CPU 998 ms; best of 3; lower is faster)');
  });
});
