import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A page of tests/fixtures/import (unit tests read the same pages the API tests serve). */
export function fixturePage(name: string): string {
  return readFileSync(
    path.resolve(import.meta.dirname, '../../../../../tests/fixtures/import', name),
    'utf8',
  );
}
