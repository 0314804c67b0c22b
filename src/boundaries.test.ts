import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The boundaries of decisions 0009 and 0030 are Biome rules in biome.json. These lint small files laid
// out like the repository, with the repository's own biome.json, so a rule that stops matching (a glob
// or a specifier pattern changed) fails here instead of letting the imports it should refuse through.

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

/** Each probe is one import in a file at a repository path. */
const PROBES = {
  serverFeature: ['src/server/features/auth/probe.ts', '../users/repository'],
  serverRoom: ['src/server/features/imports/probe.ts', './event-page/form-fields'],
  serverRoomSibling: ['src/server/features/imports/event-page/probe.ts', '../other-room/file'],
  db: ['src/server/db/seed/probe.ts', '../../features/media'],
  clientApp: ['src/client/features/admin/probe.tsx', '../../app/require-admin'],
  clientAppFromFolder: ['src/client/features/admin/components/probe.tsx', '../../../app/require-admin'],
  // Allowed: another feature's door, a room's door, the layers below, the feature's own files.
  serverDoors: [
    'src/server/features/auth/doors.ts',
    '../users',
    './event-page',
    '../../db/connect',
    './service',
  ],
  roomDoors: [
    'src/server/features/imports/event-page/doors.ts',
    '../service',
    '../../users',
    '../other-room',
  ],
  dbBelow: [
    'src/server/db/seed/below.ts',
    '../schema',
    '../../security/passwords',
    '../../images/image-store',
  ],
  clientBelow: [
    'src/client/features/admin/below.tsx',
    '../../lib/cookie-consent',
    '../../components/scroll-to-top',
  ],
} as const;

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

let diagnostics: Diagnostic[] = [];

/** The restricted-import messages Biome gives the probe's file. */
function refusals(probe: keyof typeof PROBES): string[] {
  const [file] = PROBES[probe];
  return diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports' && d.location.path === file)
    .map((d) => d.message);
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'meedoen-boundaries-'));
  try {
    cpSync(path.join(ROOT, 'biome.json'), path.join(dir, 'biome.json'));
    for (const [file, ...specifiers] of Object.values(PROBES)) {
      mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      const lines = specifiers.map((specifier, i) => `import { x${i} } from '${specifier}';`);
      const uses = specifiers.map((_, i) => `x${i}`).join(', ');
      writeFileSync(path.join(dir, file), `${lines.join('\n')}\n\nexport const used = [${uses}];\n`);
    }
    // One run for every probe; Biome answers non-zero when it found errors, which is what is wanted.
    const run = promisify(execFile)(
      BIOME,
      ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=200', '.'],
      {
        cwd: dir,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const { stdout } = await run;
    diagnostics = (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

afterAll(() => {
  diagnostics = [];
});

describe('Biome refuses imports across the boundaries', () => {
  it('a server feature reaching into another feature, with where to go instead', () => {
    expect(refusals('serverFeature')).toEqual([
      expect.stringContaining("import '../<feature>' (its index.ts)"),
    ]);
  });

  it("a file inside a room, from the feature's root or from another room", () => {
    expect(refusals('serverRoom')).toEqual([expect.stringContaining("import './<room>' (its index.ts)")]);
    expect(refusals('serverRoomSibling')).toEqual([
      expect.stringContaining("import '../<room>' (its index.ts)"),
    ]);
  });

  it('src/server/db importing a feature', () => {
    expect(refusals('db')).toEqual([
      expect.stringContaining('src/server/db (schema, connection, migrations, seed)'),
    ]);
  });

  it('a client feature importing app/, at its root or a folder down', () => {
    const message = expect.stringContaining('A client feature does not import src/client/app');
    expect(refusals('clientApp')).toEqual([message]);
    expect(refusals('clientAppFromFolder')).toEqual([message]);
  });

  it("and lets through doors, the layers below and a feature's own files", () => {
    for (const probe of ['serverDoors', 'roomDoors', 'dbBelow', 'clientBelow'] as const) {
      expect(refusals(probe), probe).toEqual([]);
    }
  });
});
