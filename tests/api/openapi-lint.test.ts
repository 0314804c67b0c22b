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
});
