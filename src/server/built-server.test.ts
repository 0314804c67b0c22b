import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGES_ON_FIRST_USE } from './on-first-use';

// Issue #11's "build at build time": what `npm start` runs is dist/server/main.js with plain node, so it
// may import only the packages a production install has (package.json's dependencies), and the demo
// seed is a chunk of its own that a normal start never loads (scripts/build.mjs). These read the build
// the way node would resolve it, so a devDependency pulled into the server, or the seed imported from
// code every start runs, fails here before it fails on someone's server.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(root, 'dist', 'server');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

beforeAll(() => {
  // `npm test` has just brought dist/ up to date (scripts/test.mjs); run alone, this builds what is stale,
  // as `npm start` would.
  if (process.env.MEEDOEN_BUILD_IS_CURRENT !== '1')
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'pipe' });
}, 120_000);

/** The specifiers a bundled ESM file imports: statically (import/export … from, import "x") and dynamically. */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const code = readFileSync(path.join(serverDir, file), 'utf8');
  const found = (pattern: RegExp) => [...code.matchAll(pattern)].map((match) => match[1]!);
  return {
    static: found(/^\s*(?:import|export)\s+(?:[^;"]*?\s+from\s+)?"([^"]+)";?/gm),
    dynamic: found(/\bimport\(\s*"([^"]+)"\s*\)/g),
  };
}

/** The worker entry the server starts by its file name (src/server/outside-content/reader.ts). */
const WORKER = 'outside-content-worker.js';

/**
 * The files these entries can load: from main.js following static imports only, those it loads at
 * every start; following dynamic ones too, every chunk it may import on first use, and with the worker
 * as an entry as well, every file the server may run.
 */
function filesFrom(entries: string[], follow: 'static' | 'any'): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { static: statics, dynamic } = importsOf(file);
    for (const specifier of follow === 'static' ? statics : [...statics, ...dynamic])
      if (specifier.startsWith('./')) visit(path.normalize(specifier));
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}
const loadedAtStart = () => filesFrom(['main.js'], 'static');
const reachable = () => filesFrom(['main.js', WORKER], 'any');

/** The packages (not node's own) these files import, statically only or also dynamically. */
function packagesOf(files: string[], how: 'static' | 'any'): Set<string> {
  const packages = new Set<string>();
  for (const file of files) {
    const { static: statics, dynamic } = importsOf(file);
    for (const specifier of how === 'static' ? statics : [...statics, ...dynamic])
      if (!specifier.startsWith('.') && !isBuiltin(specifier)) packages.add(packageOf(specifier));
  }
  return packages;
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

describe('the built server', () => {
  it('is there, as npm start runs it', () => {
    expect(existsSync(path.join(serverDir, 'main.js'))).toBe(true);
  });

  it('imports only the packages a production install has, and never tsx', () => {
    const packages = packagesOf(reachable(), 'any');
    expect(packages.size).toBeGreaterThan(10);
    const missing = [...packages].filter((name) => manifest.dependencies[name] === undefined);
    expect(missing).toEqual([]);
    expect(manifest.dependencies.tsx).toBeUndefined();
    expect(manifest.devDependencies.tsx).toBeDefined();
  });

  it('imports the packages only a few requests need when the first of them comes, not at start', () => {
    const atStart = packagesOf(loadedAtStart(), 'static');
    expect(atStart.has('fastify')).toBe(true);
    expect(PACKAGES_ON_FIRST_USE.filter((name) => atStart.has(name))).toEqual([]);
    // Each is still part of the server, imported on first use: the list names no package it has lost.
    const all = packagesOf(reachable(), 'any');
    expect(PACKAGES_ON_FIRST_USE.filter((name) => !all.has(name))).toEqual([]);
  });

  it('starts the outside-content worker with plain node, which reads a page', async () => {
    const worker = new Worker(path.join(serverDir, WORKER));
    try {
      const answer = new Promise<unknown>((resolve, reject) => {
        worker.on('message', (message) => {
          if (message === 'ready') {
            const html = '<script type="application/ld+json">{"@type":"Event","name":"Koor"}</script>';
            worker.postMessage({
              id: 1,
              task: 'event-page',
              input: { html, pageUrl: 'https://example.org/' },
            });
          } else resolve(message);
        });
        worker.on('error', reject);
      });
      expect(await answer).toEqual({ id: 1, ok: true, value: { fields: { title: 'Koor' } } });
    } finally {
      await worker.terminate();
    }
  });

  it('loads the demo seed only when it seeds: a chunk that every start leaves alone', () => {
    const atStart = loadedAtStart();
    const holdsSeed = (file: string) =>
      readFileSync(path.join(serverDir, file), 'utf8').includes('// src/server/db/seed/demo.ts');
    expect(atStart.filter(holdsSeed)).toEqual([]);
    const seedChunks = atStart
      .flatMap((file) => importsOf(file).dynamic)
      .filter((specifier) => specifier.startsWith('./'))
      .map((specifier) => path.normalize(specifier))
      .filter(holdsSeed);
    expect(seedChunks).toHaveLength(1);
  });
});
