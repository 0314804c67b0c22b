// `npm run api:types`: writes the client's API types (src/client/lib/api-schema.ts) from the server's
// OpenAPI document. Run it after changing a route's schema; see scripts/api-schema.ts.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_SCHEMA_FILE, apiSchemaText } from './api-schema';

writeFileSync(API_SCHEMA_FILE, await apiSchemaText());
console.log(`✓ wrote ${path.relative(process.cwd(), API_SCHEMA_FILE)}`);
