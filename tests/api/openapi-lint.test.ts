import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The generated OpenAPI document is what other teams and tools read: it must pass Redocly's
// 'recommended' rules without an error. Warnings are counted and printed, not refused.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(t.app.swagger()),
      absoluteRef: 'meedoen-openapi.json',
      config,
    });
    const describe = (p: (typeof problems)[number]) =>
      `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`;
    const errors = problems.filter((p) => p.severity === 'error').map(describe);
    const warnings = problems.filter((p) => p.severity === 'warn').map(describe);
    console.info(`Redocly recommended: ${errors.length} errors, ${warnings.length} warnings`);
    if (process.env.OPENAPI_LINT_VERBOSE) console.info([...errors, ...warnings].join('\n'));
    expect(errors).toEqual([]);
  });

  // Fastify checks an answer against the schema declared for its status (the zod serializer refuses a
  // mismatch with a 500); an answer whose status has no schema goes out unchecked. Every operation
  // therefore declares its success answer: a schema for one with a body, none only for 204, 302, 304.
  it('gives every operation a tag and a declared success answer, with a schema where it has a body', () => {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(documentOf().paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.tags?.length) missing.push(`${method} ${path}: no tag`);
        const success = Object.entries(operation.responses).filter(([status]) => /^[23]\d\d$/.test(status));
        const withBody = success.filter(([status]) => !['204', '302', '304'].includes(status));
        if (success.length === 0) missing.push(`${method} ${path}: no success answer`);
        for (const [status, response] of withBody) {
          if (!response.content) missing.push(`${method} ${path}: ${status} without a schema`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  // Any operation can fail under it (plugins/errors.ts): a 500, or a 503 when the database does not
  // answer. Both are declared with the shared Message schema, except where a route has its own (the
  // health check's 503 is its status).
  it('declares 500 and 503 on every operation', () => {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(documentOf().paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const status of ['500', '503']) {
          if (!operation.responses[status]?.content) missing.push(`${method} ${path}: no ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
    const listed = documentOf().paths['/api/activities']!.get!.responses['500']!;
    expect(JSON.stringify(listed.content)).toContain('#/components/schemas/Message');
  });

  // OpenAPI 3.1 writes a value that may be null as JSON Schema does (`type: [..., 'null']` or a
  // `null` alternative); 3.0's `nullable` means nothing there and would hide that null is allowed.
  it("is OpenAPI 3.1 with no 3.0 'nullable' left in it", () => {
    const document = documentOf();
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });
});

describe('the documentation pages', () => {
  // Exempt from the access declarations (plugins/access.ts): public, and not operations themselves.
  it('serve the same document as JSON, and the UI, to anybody', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(JSON.parse(JSON.stringify(t.app.swagger())));
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, { content?: object }> }>>;
}

const documentOf = () => t.app.swagger() as unknown as Document;
