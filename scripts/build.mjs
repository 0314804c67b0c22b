// `npm run build`: everything `npm start` runs, built ahead of time into dist/ — the client with Vite
// (dist/client) and the server bundled with esbuild (dist/server/main.js, plain node, no tsx). Packages
// stay in node_modules (native ones such as sharp, argon2 and the embedded PostgreSQL cannot be bundled).
import { execSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const only = process.argv[2]; // 'client' | 'server' | undefined (both)

if (only !== 'server') {
  const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
  // Always a production build: the browser journeys start the server with NODE_ENV=test, and Vite
  // would otherwise build React's development version into the dist/ that `npm start` serves.
  execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(clientDir)}`, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

if (only !== 'client') {
  const outdir = 'dist/server';
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: ['src/server/main.ts'],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The demo seed is a chunk of its own, loaded only when an empty database is seeded.
    splitting: true,
    sourcemap: true,
    logLevel: 'warning',
  });
  // connect.ts finds its migrations beside the code that runs it: src/server/db in development, the
  // bundle's folder here.
  cpSync('src/server/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
}
