// Fails when the Drizzle schema (src/server/db/schema.ts) and the migrations disagree: drizzle-kit checks
// the migration history, then generates into a copy of the migrations folder; any new file there means
// a schema change without its migration (run `npm run db:generate`). The repository is never touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const migrations = 'src/server/db/migrations';
// A different schema file can be named for testing this script itself.
const schema = process.env.CHECK_SCHEMA ?? 'src/server/db/schema.ts';

function drizzleKit(args) {
  const result = spawnSync('npx', ['drizzle-kit', ...args], { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error(`✖ drizzle-kit ${args[0]} failed`);
    process.exit(1);
  }
  return result.stdout;
}

drizzleKit(['check', '--dialect', 'postgresql', '--out', migrations]);

const copy = mkdtempSync(path.join(os.tmpdir(), 'meedoen-migrations-'));
try {
  cpSync(migrations, copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  // drizzle-kit reads --out relative to the working folder (it prefixes "./"), so it gets a relative path.
  const out = path.relative(process.cwd(), copy);
  drizzleKit(['generate', '--dialect', 'postgresql', '--schema', schema, '--out', out]);
  const added = readdirSync(copy).filter((file) => !before.has(file));
  if (added.length > 0) {
    console.error(
      `✖ The schema has changes without a migration (drizzle-kit would write ${added.join(', ')}).`,
    );
    console.error('  Run `npm run db:generate` and commit the migration.');
    process.exit(1);
  }
  console.log('✓ schema and migrations agree');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
