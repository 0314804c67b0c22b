import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { OutsideContentTask, OutsideContentTasks } from './tasks';
import type { AnswerMessage, TaskMessage } from './worker';

// Outside content (pages fetched for the import, and the calendar feeds to come) is parsed in worker
// threads, never on the main thread: a page built to be slow to parse then costs one worker its time
// limit instead of every request the server is answering (decision 0028). Workers start with the first
// task and stop after a minute without one, so a server that never imports holds no parser in memory.

/** How long one task may run before its worker is stopped: real pages take well under a second. */
export const OUTSIDE_CONTENT_TIME_LIMIT_MS = 5_000;
/** A worker's heap: room for a DOM of the largest page the import fetches (2 MB of ordinary HTML). */
export const OUTSIDE_CONTENT_HEAP_MB = 256;
const WORKERS_MAX = 2;
const IDLE_MS = 60_000;

export type OutsideContentProblem = 'too-deep' | 'too-slow' | 'too-large';

/** Content the worker would not or could not read within its limits; the caller words it for people. */
export class OutsideContentRefused extends Error {
  constructor(public readonly problem: OutsideContentProblem) {
    super(`outside content refused: ${problem}`);
  }
}

export interface OutsideContentReaderOptions {
  timeLimitMs?: number;
  heapMb?: number;
  workers?: number;
  idleMs?: number;
}

export interface OutsideContentReader {
  /** Runs a task of tasks.ts in a worker; rejects with OutsideContentRefused when a limit was hit. */
  read<T extends OutsideContentTask>(
    task: T,
    input: Parameters<OutsideContentTasks[T]>[0],
  ): Promise<ReturnType<OutsideContentTasks[T]>>;
  /** Stops every worker; tasks still waiting are rejected. */
  close(): Promise<void>;
}

interface Job {
  task: OutsideContentTask;
  input: unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  deadline?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

export function createOutsideContentReader(options: OutsideContentReaderOptions = {}): OutsideContentReader {
  const timeLimitMs = options.timeLimitMs ?? OUTSIDE_CONTENT_TIME_LIMIT_MS;
  const heapMb = options.heapMb ?? OUTSIDE_CONTENT_HEAP_MB;
  const workersMax = options.workers ?? WORKERS_MAX;
  const idleMs = options.idleMs ?? IDLE_MS;
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;

  function spawn(job: Job): void {
    const worker = startWorker({
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(32, heapMb) },
    });
    // A worker never keeps the process alive on its own; the app stops it on close.
    worker.unref();
    const slot: Slot = { worker, ready: false, job };
    slots.add(slot);
    worker.on('message', (message: AnswerMessage | 'ready') => {
      if (message === 'ready') {
        slot.ready = true;
        if (slot.job) post(slot, slot.job);
        return;
      }
      const job = finish(slot);
      if (!job) return;
      if (message.ok) job.resolve(message.value);
      else job.reject(message.refused ? new OutsideContentRefused('too-deep') : new Error(message.message));
      next(slot);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const job = finish(slot);
      discard(slot);
      job?.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new OutsideContentRefused('too-large') : error);
    });
    worker.on('exit', () => {
      const job = finish(slot);
      slots.delete(slot);
      job?.reject(new Error('the outside-content worker stopped'));
      // A queued task gets a worker of its own in place of the one that stopped.
      if (!closed && queue.length > 0 && slots.size < workersMax) spawn(queue.shift()!);
    });
  }

  function post(slot: Slot, job: Job): void {
    clearTimeout(slot.idleTimer);
    slot.job = job;
    slot.deadline = setTimeout(() => {
      const timedOut = finish(slot);
      discard(slot);
      timedOut?.reject(new OutsideContentRefused('too-slow'));
    }, timeLimitMs);
    const message: TaskMessage = { id: nextId++, task: job.task, input: job.input };
    slot.worker.postMessage(message);
  }

  /** The slot's job, taken off it with its deadline cleared (undefined when it had none). */
  function finish(slot: Slot): Job | undefined {
    clearTimeout(slot.deadline);
    const job = slot.job;
    slot.job = undefined;
    return job;
  }

  function discard(slot: Slot): void {
    slots.delete(slot);
    void slot.worker.terminate();
  }

  /** The next waiting task for this worker, or an idle timer that stops it. */
  function next(slot: Slot): void {
    const job = queue.shift();
    if (job) {
      post(slot, job);
      return;
    }
    slot.idleTimer = setTimeout(() => discard(slot), idleMs);
    slot.idleTimer.unref();
  }

  return {
    read(task, input) {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new Error('the outside-content reader is closed'));
        const job: Job = { task, input, resolve: resolve as Job['resolve'], reject };
        const idle = [...slots].find((slot) => slot.ready && !slot.job);
        if (idle) post(idle, job);
        else if (slots.size < workersMax) spawn(job);
        else queue.push(job);
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the outside-content reader is closed'));
      const stopping = [...slots].map((slot) => {
        clearTimeout(slot.idleTimer);
        finish(slot)?.reject(new Error('the outside-content reader is closed'));
        return slot.worker.terminate();
      });
      slots.clear();
      await Promise.all(stopping);
    },
  };
}

/**
 * The worker from the built server (scripts/build.mjs writes it beside the server's chunks as
 * outside-content-worker.js) or, when this file runs from source (tsx, Vitest), worker.ts through tsx,
 * which a worker thread does not inherit from its parent.
 */
function startWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./outside-content-worker.js', import.meta.url), options);
  }
  // tsx's ESM register(), found through its package.json: require.resolve would give its CommonJS copy.
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const tsx = new URL(manifest.exports['./esm/api'].import.default, pathToFileURL(manifestPath)).href;
  const entry = new URL('./worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
