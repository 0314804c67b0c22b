// Runs before `npm start`: builds the client when there is no build yet or the sources are newer,
// so `npm install && npm start` is all a newcomer types.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const outDir = process.env.CLIENT_DIR ?? 'dist/client';
const built = path.join(outDir, 'index.html');

function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestSourceTime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const sources = Math.max(
  newestSourceTime('src/client'),
  newestSourceTime('src/domain'),
  statSync('vite.config.ts').mtimeMs,
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the client (once; again only after the client changes)…');
  execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(path.resolve(outDir))}`, {
    stdio: 'inherit',
  });
}
