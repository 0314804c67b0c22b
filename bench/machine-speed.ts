// The machine a benchmark ran on: its processor, cores and load (machine()), and its speed as one
// figure, printed beside every benchmark's table (measureMachineSpeed()): a fixed loop of plain
// JavaScript (integer arithmetic and reads and writes in one small typed array, no allocation, no
// library), timed a few times, the best time kept. Benchmark figures move with the core's speed; with
// this beside them, a table from another machine can be compared honestly.
import os from 'node:os';

/** The machine line of a benchmark's header: processor, cores, memory, node, load average now. */
export function machine() {
  const load = os.loadavg().map((l) => l.toFixed(1));
  return {
    cpu: os.cpus()[0]?.model ?? '?',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    load: load.join(' '),
  };
}

/**
 * The loop's fixed amount of work: about half a second on the 2-core AMD EPYC machines of the series
 * (more while other work shares the cores).
 */
export const MACHINE_SPEED_ITERATIONS = 400_000_000;

/** What the loop returns for MACHINE_SPEED_ITERATIONS: proof that the whole loop ran, and ran right. */
export const MACHINE_SPEED_CHECKSUM = -1_329_181_520;

const SLOTS = 4096;
/** Iterations per call of the kernel (see plainLoop). */
const CHUNK = 1 << 16;

/**
 * The fixed work: a linear congruential generator scattering additions over a 4,096-slot Int32Array and
 * reading it back, all in 32-bit integers. Its checksum depends on every step, so the engine cannot skip
 * any of it. The work is done in chunks by one small function: V8 optimises that after its first few
 * calls, so nearly all of the loop runs in fully optimised code whichever run it is. One long loop would
 * run its first passes in code compiled on the fly mid-loop (on-stack replacement), several times slower,
 * and the figure would say more about when the engine optimised than about the machine.
 */
export function plainLoop(iterations: number): number {
  const table = new Int32Array(SLOTS);
  // x, sum: the state carried from chunk to chunk.
  const state = new Int32Array([1, 0]);
  for (let done = 0; done < iterations; done += CHUNK)
    kernel(table, state, done, Math.min(iterations, done + CHUNK));
  return state[1]!;
}

function kernel(table: Int32Array, state: Int32Array, from: number, to: number): void {
  let x = state[0]!;
  let sum = state[1]!;
  for (let i = from; i < to; i++) {
    x = (Math.imul(x, 1_103_515_245) + 12_345) | 0;
    const slot = (x >>> 20) & (SLOTS - 1);
    table[slot] = (table[slot]! + i) | 0;
    sum = (sum + (table[i & (SLOTS - 1)]! ^ x)) | 0;
  }
  state[0] = x;
  state[1] = sum;
}

export interface MachineSpeed {
  /** The best of the runs, in ms: lower is faster. */
  bestMs: number;
  /**
   * The least CPU time of the process over the runs, in ms: near bestMs on a quiet machine; well under
   * it, the runs waited for a core while other work used the machine, and this says more of the core.
   */
  bestCpuMs: number;
  /** Every run's time, in ms, in the order they ran. */
  runsMs: number[];
  /** The process's CPU time during each run, in ms. */
  cpuMs: number[];
  iterations: number;
}

/**
 * Times the loop `runs` times and keeps the best: the runs a busy machine slows down are left out, so
 * the figure says what the core can do rather than how busy it was.
 */
export function measureMachineSpeed(runs = 5, iterations = MACHINE_SPEED_ITERATIONS): MachineSpeed {
  const runsMs: number[] = [];
  const cpuMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const checksum = plainLoop(iterations);
    runsMs.push(Math.round(performance.now() - started));
    const used = process.cpuUsage(cpu);
    cpuMs.push(Math.round((used.user + used.system) / 1000));
    if (iterations === MACHINE_SPEED_ITERATIONS && checksum !== MACHINE_SPEED_CHECKSUM)
      throw new Error(`The machine-speed loop returned ${checksum}, not ${MACHINE_SPEED_CHECKSUM}`);
  }
  return { bestMs: Math.min(...runsMs), bestCpuMs: Math.min(...cpuMs), runsMs, cpuMs, iterations };
}

/** "machine speed: plain-JS loop 512 ms (CPU 498 ms; best of 5; lower is faster)". */
export function formatMachineSpeed(speed: MachineSpeed): string {
  const ms = (n: number) => `${n.toLocaleString('en')} ms`;
  return (
    `machine speed: plain-JS loop ${ms(speed.bestMs)} ` +
    `(CPU ${ms(speed.bestCpuMs)}; best of ${speed.runsMs.length}; lower is faster)`
  );
}
