// The machine's speed as one figure, printed beside every benchmark's table: a fixed loop of plain
// JavaScript (integer arithmetic and reads and writes in one small typed array, no allocation, no
// library), timed a few times, the best time kept. Benchmark figures move with the core's speed; with
// this beside them, a table from another machine can be compared honestly (a machine whose loop takes
// twice as long is expected to serve about half the requests a second).

/** The loop's fixed amount of work: about half a second on the 2-core AMD EPYC machine of the series. */
export const MACHINE_SPEED_ITERATIONS = 60_000_000;

/** What the loop returns for MACHINE_SPEED_ITERATIONS: proof that the whole loop ran, and ran right. */
export const MACHINE_SPEED_CHECKSUM = 1_263_839_766;

const SLOTS = 4096;

/**
 * The fixed work: a linear congruential generator scattering additions over a 4,096-slot Int32Array and
 * reading it back, all in 32-bit integers. Its checksum depends on every step, so the engine cannot skip
 * any of it.
 */
export function plainLoop(iterations: number): number {
  const table = new Int32Array(SLOTS);
  let x = 1;
  let sum = 0;
  for (let i = 0; i < iterations; i++) {
    x = (Math.imul(x, 1_103_515_245) + 12_345) | 0;
    const slot = (x >>> 20) & (SLOTS - 1);
    table[slot] = (table[slot]! + i) | 0;
    sum = (sum + (table[i & (SLOTS - 1)]! ^ x)) | 0;
  }
  return sum;
}

export interface MachineSpeed {
  /** The best of the runs, in ms: lower is faster. */
  bestMs: number;
  /** Every run's time, in ms, in the order they ran. */
  runsMs: number[];
  iterations: number;
}

/**
 * Times the loop `runs` times and keeps the best: the runs a busy machine slows down are left out, so
 * the figure says what the core can do rather than how busy it was.
 */
export function measureMachineSpeed(runs = 5, iterations = MACHINE_SPEED_ITERATIONS): MachineSpeed {
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const checksum = plainLoop(iterations);
    runsMs.push(Math.round(performance.now() - started));
    if (iterations === MACHINE_SPEED_ITERATIONS && checksum !== MACHINE_SPEED_CHECKSUM)
      throw new Error(`The machine-speed loop returned ${checksum}, not ${MACHINE_SPEED_CHECKSUM}`);
  }
  return { bestMs: Math.min(...runsMs), runsMs, iterations };
}

/** "machine speed: plain-JS loop 412 ms (best of 5; lower is faster)". */
export function formatMachineSpeed(speed: MachineSpeed): string {
  return `machine speed: plain-JS loop ${speed.bestMs.toLocaleString('en')} ms (best of ${speed.runsMs.length}; lower is faster)`;
}
