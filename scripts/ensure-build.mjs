// Runs before `npm start`: builds what is missing or older than its sources (the client with Vite, the
// server with esbuild; see build.mjs), so `npm install && npm start` is all a newcomer types and what
// starts is the same build CI tests.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestTime(...entries) {
  let newest = 0;
  for (const entry of entries) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    const time = stat.isDirectory()
      ? newestTime(...readdirSync(entry).map((name) => path.join(entry, name)))
      : stat.mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const parts = [
  {
    name: 'client',
    built: builtAt(path.join(clientDir, 'index.html')),
    sources: newestTime(
      'src/client',
      'src/domain',
      'vite.config.ts',
      'scripts/build.mjs',
      'package-lock.json',
    ),
  },
  {
    name: 'server',
    built: builtAt('dist/server/main.js'),
    sources: newestTime('src/server', 'src/domain', 'scripts/build.mjs', 'package-lock.json'),
  },
];
// `node scripts/ensure-build.mjs server` (or client): that part only, e.g. for the scale-out test, which
// starts built servers and serves no client.
const only = process.argv[2];
for (const part of parts) {
  if (only && part.name !== only) continue;
  if (part.built < part.sources) {
    console.log(`Building the ${part.name} (once; again only after its sources change)…`);
    execFileSync(process.execPath, ['scripts/build.mjs', part.name], { stdio: 'inherit' });
  }
}
