import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_SCHEMA_FILE, apiSchemaText } from '../../../scripts/api-schema';

// The client's API types are generated from the server's OpenAPI document and checked in; a route whose
// schema changed without them would leave the client typed against an API that no longer exists.
describe('the generated API types (api-schema.ts)', () => {
  it("match the server's OpenAPI document", async () => {
    const checkedIn = readFileSync(API_SCHEMA_FILE, 'utf8').split('\n');
    const current = (await apiSchemaText()).split('\n');
    // The first line that differs, not the whole file's diff.
    const at = current.findIndex((line, i) => line !== checkedIn[i]);
    const first = at === -1 && checkedIn.length !== current.length ? current.length : at;
    expect(
      first === -1 ? null : { line: first + 1, checkedIn: checkedIn[first], document: current[first] },
      'src/client/lib/api-schema.ts is out of date: run `npm run api:types`',
    ).toBeNull();
  });
});
