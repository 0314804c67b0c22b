import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preloads from './route-preloads.json' with { type: 'json' };

// route-preloads.json tells the build which chunks, and the server which API requests, to name in the
// HTML of a landing route. Nothing breaks when it is wrong, a page just loads slower or fetches twice,
// so these hold it to the code it describes.

const CLIENT = path.resolve(import.meta.dirname, '..');
const routes: Record<string, { modules: string[]; namespaces?: string[]; fetches?: string[] }> = preloads;

/** Every module some file in app/ imports lazily (`import('…')`), as a path relative to src/client. */
function lazilyImported(): Set<string> {
  const found = new Set<string>();
  const dir = path.join(CLIENT, 'app');
  for (const name of readdirSync(dir)) {
    if (!/\.tsx?$/.test(name) || name.includes('.test.')) continue;
    const text = readFileSync(path.join(dir, name), 'utf8');
    for (const [, target] of text.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g))
      found.add(path.relative(CLIENT, path.resolve(dir, target ?? '')));
  }
  return found;
}

// The loaders read the language from i18n's module state: a fresh copy per case, not another file's.
beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('route preloads', () => {
  it('name modules the router loads lazily, and namespaces that are not in the first load', () => {
    const lazy = lazilyImported();
    const i18nSetUp = readFileSync(path.join(CLIENT, 'lib', 'i18n.ts'), 'utf8');
    const firstLoad = /FIRST_LOAD_NAMESPACES = \[([^\]]*)\]/.exec(i18nSetUp)?.[1]?.match(/[\w-]+/g);
    expect(firstLoad).toContain('common');
    for (const [route, { modules, namespaces = [] }] of Object.entries(routes)) {
      for (const module of modules) {
        expect(existsSync(path.join(CLIENT, module)), `${route}: ${module}`).toBe(true);
        expect(lazy, `${route}: ${module}`).toContain(module.replace(/\.tsx?$/, ''));
      }
      for (const namespace of namespaces) {
        expect(existsSync(path.join(CLIENT, 'locales', 'nl', `${namespace}.json`)), namespace).toBe(true);
        expect(firstLoad, namespace).not.toContain(namespace);
      }
    }
  });

  it.each([
    ['/', ['sessionLoader', 'homeLoader']],
    // The list's own request depends on the filters in the visitor's storage: the HTML names the one a
    // first visit makes (no stored filters, Dutch). A returning visitor with other filters or English
    // leaves it unused: one default page, which the page cache answers; the rest is in route-loaders.test.ts.
    ['/activities', ['activitiesLoader']],
    ['/activities/:id', ['viewerLoader']],
  ] as const)(
    'name for %s exactly the requests its loaders make on a first visit',
    async (route, loaders) => {
      vi.stubGlobal('document', { documentElement: { lang: '' } });
      const urls: string[] = [];
      vi.stubGlobal('fetch', (url: string) => {
        urls.push(url);
        return new Promise<Response>(() => undefined);
      });
      const routeLoaders = await import('./route-loaders');
      const queryClient = new QueryClient();
      const address = { request: new Request('http://meedoen.test/') };
      for (const name of loaders) void routeLoaders[name](queryClient)(address);
      const named = [...(routes[route]?.fetches ?? [])].sort();
      // The list's request follows its chunk's import: waited for, then a moment for any request more.
      await vi.waitFor(() => expect(urls.length).toBeGreaterThanOrEqual(named.length), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 10));

      expect(urls.sort()).toEqual(named);
    },
  );
});
