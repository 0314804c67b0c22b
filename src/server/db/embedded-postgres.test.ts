import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { clusterScratchFolder } from './cluster-scratch';
import {
  type EmbeddedCluster,
  restoreLibraryLinks,
  startEmbeddedCluster,
  unixSocketDir,
} from './embedded-postgres';

const scratch = clusterScratchFolder('meedoen-embedded-test-');

async function query(cluster: EmbeddedCluster, text: string) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

function postmasterPid(dataDir: string): number | null {
  try {
    return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

function running(pid: number): boolean {
  try {
    // A zombie (exited, not yet reaped by pid 1) counts as gone.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

describe('startEmbeddedCluster', () => {
  it('creates a UTF-8 cluster in a private folder, keeps its data across a stop and a start', async () => {
    const dataDir = path.join(scratch(), 'fresh');
    const first = await startEmbeddedCluster({ dataDir, forTests: true });
    try {
      expect(first.isNew).toBe(true);
      // Through the Unix socket in the cluster's own folder (TCP stays open beside it).
      const url = new URL(first.url);
      expect(url.href).toMatch(/^postgres:\/\/postgres:[0-9a-f]+@127\.0\.0\.1:\d+\/postgres\?host=/);
      expect(url.searchParams.get('host')).toBe(dataDir);
      const [socket] = await query(first, 'select inet_server_addr() is null as unix');
      expect(socket).toEqual({ unix: true });
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const [settings] = await query(
        first,
        "select current_setting('server_encoding') as encoding, datctype, current_setting('fsync') as fsync " +
          "from pg_database where datname = 'postgres'",
      );
      expect(settings).toEqual({ encoding: 'UTF8', datctype: 'C.UTF-8', fsync: 'off' });
      // The search needs pg_trgm to count ë as a letter (it does under the libc C.UTF-8 locale; under
      // the C ctype a word of only ë has no trigrams at all).
      await query(first, 'create extension pg_trgm');
      const [row] = await query(first, "select show_trgm('ë') as trigrams");
      expect(row?.trigrams).toHaveLength(2);
      await query(first, 'create table kept (id int); insert into kept values (7)');
    } finally {
      await first.stop();
    }
    expect(postmasterPid(dataDir)).toBeNull();

    const second = await startEmbeddedCluster({ dataDir, forTests: true });
    try {
      expect(second.isNew).toBe(false);
      expect(await query(second, 'select id from kept')).toEqual([{ id: 7 }]);
    } finally {
      await second.stop();
    }
  });

  it('starts again after its owner was killed with kill -9, stopping the postgres it left', async () => {
    const dataDir = path.join(scratch(), 'orphaned');
    const modulePath = fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url));
    // An owner process that starts the cluster, says so, and waits to be killed.
    const owner = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { startEmbeddedCluster } = await import(${JSON.stringify(modulePath)});
         await startEmbeddedCluster({ dataDir: process.argv[1], forTests: true });
         console.log('started');
         setInterval(() => {}, 60_000);`,
        dataDir,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      owner.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve());
      owner.once('exit', (code) =>
        reject(new Error(`the owner exited (${code}) before starting the cluster`)),
      );
    });
    const leftover = postmasterPid(dataDir);
    expect(leftover).not.toBeNull();
    owner.kill('SIGKILL');
    await exited(owner);

    // Whatever state the old postmaster is in now (shutting down after its parent-death signal, or
    // still serving when that signal is unavailable), the next start must get the cluster.
    const cluster = await startEmbeddedCluster({ dataDir, forTests: true });
    try {
      expect(cluster.isNew).toBe(false);
      expect(await query(cluster, 'select 1 as one')).toEqual([{ one: 1 }]);
      expect(postmasterPid(dataDir)).not.toBe(leftover);
      expect(running(leftover!)).toBe(false);
    } finally {
      await cluster.stop();
    }
  });

  it('starts when postmaster.pid names a live process that is not its postgres (a reused pid)', async () => {
    const dataDir = path.join(scratch(), 'reused-pid');
    const cluster = await startEmbeddedCluster({ dataDir, forTests: true });
    await cluster.stop();
    // A live process of the cluster's own user: postgres itself would refuse to start ("lock file
    // already exists"), since it cannot tell a reused pid from another postmaster.
    const { uid, gid } = statSync(dataDir);
    const stranger = spawn('sleep', ['600'], { uid, gid, stdio: 'ignore' });
    try {
      writeFileSync(path.join(dataDir, 'postmaster.pid'), `${stranger.pid}\n${dataDir}\n`);
      const again = await startEmbeddedCluster({ dataDir, forTests: true });
      expect(await query(again, 'select 1 as one')).toEqual([{ one: 1 }]);
      await again.stop();
      expect(running(stranger.pid!)).toBe(true);
    } finally {
      stranger.kill();
      await exited(stranger);
    }
  });

  it('refuses a folder whose cluster another running server uses', async () => {
    const dataDir = path.join(scratch(), 'in-use');
    const cluster = await startEmbeddedCluster({ dataDir, forTests: true });
    try {
      await expect(startEmbeddedCluster({ dataDir, forTests: true })).rejects.toThrow(
        /in use by another server/,
      );
      // The running one is untouched.
      expect(await query(cluster, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await cluster.stop();
    }
  });

  it("says why postgres did not start, with the end of the server's log", async () => {
    const dataDir = path.join(scratch(), 'broken');
    const cluster = await startEmbeddedCluster({ dataDir, forTests: true });
    await cluster.stop();
    appendFileSync(path.join(dataDir, 'postgresql.conf'), '\nshared_buffers = plenty\n');
    await expect(startEmbeddedCluster({ dataDir, forTests: true })).rejects.toThrow(
      /PostgreSQL did not start[\s\S]*shared_buffers/,
    );
  });
});

describe('restoreLibraryLinks', () => {
  it('makes the shared-library links npm could not ship, once', () => {
    const packageRoot = path.join(scratch(), 'fake-package');
    const nativeDir = path.join(packageRoot, 'native');
    mkdirSync(path.join(nativeDir, 'lib'), { recursive: true });
    writeFileSync(path.join(nativeDir, 'lib', 'libpq.so.5.18'), 'library');
    writeFileSync(
      path.join(nativeDir, 'pg-symlinks.json'),
      JSON.stringify([{ source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so.5' }]),
    );
    expect(restoreLibraryLinks(nativeDir)).toBe(1);
    expect(readFileSync(path.join(nativeDir, 'lib', 'libpq.so.5'), 'utf8')).toBe('library');
    expect(restoreLibraryLinks(nativeDir)).toBe(0);
  });
});

describe('unixSocketDir', () => {
  it('puts the socket in the cluster folder when its path fits, else leaves the cluster on TCP alone', () => {
    expect(unixSocketDir('/home/anna/meedoen/data/postgres', 54321)).toBe('/home/anna/meedoen/data/postgres');
    // /<dir>/.s.PGSQL.54321 may be 107 bytes at most.
    const fits = `/${'a'.repeat(107 - '/.s.PGSQL.54321'.length - 1)}`;
    expect(unixSocketDir(fits, 54321)).toBe(fits);
    expect(unixSocketDir(`${fits}b`, 54321)).toBeNull();
  });
});
