import { parentPort } from 'node:worker_threads';
import { NestedTooDeep } from './limits';
import { OUTSIDE_CONTENT_TASKS, type OutsideContentTask } from './tasks';

// The worker thread that reads outside content (reader.ts starts it): one task at a time, answered by
// id. Content nested too deep, or deep enough to exhaust the stack, is answered as refused; the main
// thread stops the worker itself when a task takes too long or its heap runs out.

export interface TaskMessage {
  id: number;
  task: OutsideContentTask;
  input: unknown;
}

export type AnswerMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; refused: boolean; message: string };

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread (see reader.ts)');

port.on('message', ({ id, task, input }: TaskMessage) => {
  let answer: AnswerMessage;
  try {
    const read = OUTSIDE_CONTENT_TASKS[task] as (input: unknown) => unknown;
    answer = { id, ok: true, value: read(input) };
  } catch (error) {
    const refused = error instanceof NestedTooDeep || error instanceof RangeError;
    answer = { id, ok: false, refused, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
port.postMessage('ready');
