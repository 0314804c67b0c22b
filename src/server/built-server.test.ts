import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

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

/** The files main.js loads at every start: itself and the chunks it imports statically, transitively. */
function loadedAtStart(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of importsOf(file).static)
      if (specifier.startsWith('./')) visit(path.normalize(specifier));
  };
  visit('main.js');
  return [...seen];
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
    const files = loadedAtStart();
    const packages = new Set<string>();
    for (const file of files) {
      const { static: statics, dynamic } = importsOf(file);
      for (const specifier of [...statics, ...dynamic])
        if (!specifier.startsWith('.') && !isBuiltin(specifier)) packages.add(packageOf(specifier));
    }
    expect(packages.size).toBeGreaterThan(10);
    const missing = [...packages].filter((name) => manifest.dependencies[name] === undefined);
    expect(missing).toEqual([]);
    expect(manifest.dependencies.tsx).toBeUndefined();
    expect(manifest.devDependencies.tsx).toBeDefined();
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
