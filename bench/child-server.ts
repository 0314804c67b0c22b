import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

export interface ChildServer {
  port: number;
  pid: number | null;
  stop(): Promise<void>;
}

/**
 * Starts the app in a process of its own, as production runs it (bench/server.ts prints `{"port":…}`
 * once it listens), so a load generator in this process does not share its event loop.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  // BENCH_SERVER_NODE_ARGS adds node options for the app only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // to see where a request's time goes (the profile is written when the app stops).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const nodeArgs = [...extra, '--import', 'tsx', path.join(benchDir, 'server.ts')];
  const child: ChildProcess = spawn(process.execPath, nodeArgs, {
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`The app exited with code ${code} before listening`)));
  });
  return {
    port,
    pid: child.pid ?? null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
