// The browser journeys' server (playwright.config.ts): the built server, as `npm start` runs it, on an
// empty embedded database of its own with the demo agenda, exactly like a newcomer's laptop. The
// folder is made here and removed once the server has stopped: Playwright stops it with SIGTERM
// (gracefulShutdown), which the server answers by stopping its cluster cleanly. Before, the folder was
// made when the config was read (once more by every worker, empty) and the server was killed with
// SIGKILL, so every run left a 68 MB cluster in the temporary folder. E2E_DATA_DIR names a folder to
// use and keep instead.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const kept = process.env.E2E_DATA_DIR;
const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), 'meedoen-e2e-'));
// mkdtemp makes the folder private to its owner; run as root, the embedded cluster's postgres user must
// be able to enter it.
if (!kept) chmodSync(dataDir, 0o755);

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
// Playwright signals the whole process group; a signal sent to this process alone reaches the server too
// (it stops once, however many it gets).
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  if (!kept) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
