// `npm run build`: everything `npm start` runs, built ahead of time into dist/ — the client with Vite
// (dist/client) and the server bundled with esbuild (dist/server/main.js, plain node, no tsx). Packages
// stay in node_modules (native ones such as sharp, argon2 and the embedded PostgreSQL cannot be bundled).
import { execSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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
  await precompress(clientDir);
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text asset, which the server sends
 * as they are (@fastify/static's preCompressed, see src/server/plugins/client.ts): the strongest
 * compression, paid once here instead of a fast, weaker one on every request. A copy that would not be
 * smaller is not written (the server then sends the file itself). Source maps are left out: only
 * developers fetch them.
 */
async function precompress(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // zlib's asynchronous calls run on libuv's thread pool: the files are compressed in parallel.
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [brotli, gzipped] = await Promise.all([
        promisify(brotliCompress)(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        promisify(gzip)(body, { level: 9 }),
      ]);
      if (brotli.length < body.length) await writeFile(`${file}.br`, brotli);
      if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
}

if (only !== 'client') {
  const outdir = 'dist/server';
  rmSync(outdir, { recursive: true, force: true });
  await build({
    // The outside-content worker is an entry of its own: reader.ts starts it from this folder by name.
    entryPoints: {
      main: 'src/server/main.ts',
      'outside-content-worker': 'src/server/outside-content/worker.ts',
    },
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
  // The operator pages' original texts, read the same way (features/site/default-pages.ts).
  cpSync('src/server/features/site/default-pages', path.join(outdir, 'default-pages'), { recursive: true });
}
