import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import { defineConfig, type Plugin } from 'vite';
import ROUTE_PRELOADS from './src/client/app/route-preloads.json' with { type: 'json' };

const RADIX =
  /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/;
const RADIX_ELSEWHERE =
  /node_modules[\\/]@radix-ui[\\/]react-(toast|tabs|switch|menu|dropdown-menu|roving-focus|dialog)[\\/]/;

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The modules the entry loads (its static imports, and theirs) that a lazy chunk imports too. The
 * automatic splitting gave each set of them a chunk of its own: i18n, cn, the icons' base, a loader icon
 * and two helpers, six files under 6 KB on every first load, though the entry has always loaded them
 * before any lazy chunk can ask. The 'shell' group puts them in one chunk: no page loads a byte more,
 * and every page loads fewer files. On a slow connection (Lighthouse's slow 4G: HTTP/1.1, six
 * connections) each round of small requests costs a round trip, so fewer files paint sooner. Home's
 * header then paints sooner too, which is why home draws its hero first (home-page.tsx): otherwise its
 * first render counts as blocking time.
 */
const ENTRY_MODULE = path.resolve('src/client/main.tsx');
const sharedByEntry = new WeakMap<object, Set<string>>();
function loadedWithEntryAndShared(
  id: string,
  ctx: { getModuleInfo(id: string): { importedIds: string[]; importers: string[] } | null },
): boolean {
  let shared = sharedByEntry.get(ctx);
  if (!shared) {
    const closure = new Set<string>();
    const visit = (module: string) => {
      if (closure.has(module)) return;
      closure.add(module);
      for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) visit(imported);
    };
    visit(ENTRY_MODULE);
    shared = new Set(
      [...closure].filter(
        (module) =>
          module !== ENTRY_MODULE &&
          (ctx.getModuleInfo(module)?.importers ?? []).some((importer) => !closure.has(importer)),
      ),
    );
    sharedByEntry.set(ctx, shared);
  }
  return shared.has(id);
}

/** Where the build writes the chunks each landing route needs; src/server/plugins/client.ts reads it. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The chunks the entry imports statically (itself included), as the build names them; set by routePreloads. */
let loadedByEntry = new Set<string>();

/**
 * src/client/app/route-preloads.json names the pages people land on from outside (a link, a bookmark, a
 * reload): each path with the modules its route loads lazily (its page, a loader's module; relative to
 * src/client) and the translation namespaces it loads, as in router.tsx (route-preloads.test.ts holds the
 * two together). Home is not there: everything it needs is in the entry. Only Dutch catalogues are named:
 * Dutch is the default; another language's are fetched as before.
 *
 * For every route there: the modules' chunks, its Dutch catalogues' chunks and every chunk they
 * import statically, less what the entry loads anyway. The server names them as modulepreload links in
 * the HTML of that path, so they download with the entry instead of after it has run (one round trip
 * and the entry's run time sooner). Written under .vite/, which the server does not serve.
 */
function routePreloads(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'meedoen:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (start: typeof chunks) => {
        const seen = new Set<string>();
        const visit = (chunk: (typeof chunks)[number]) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        for (const chunk of start) visit(chunk);
        return seen;
      };
      const entry = staticClosure(chunks.filter((chunk) => chunk.isEntry));
      loadedByEntry = entry;
      const chunkOf = (module: string) => {
        const id = path.resolve(root, module);
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk)
          this.error(`route preloads: no chunk holds ${module} (src/client/app/route-preloads.json)`);
        return chunk;
      };
      const preloads: Record<string, { modules: string[]; fetches: string[] }> = {};
      const routes: Record<string, { modules: string[]; namespaces?: string[]; fetches?: string[] }> =
        ROUTE_PRELOADS;
      for (const [route, { modules, namespaces = [], fetches = [] }] of Object.entries(routes)) {
        const start = [...modules, ...namespaces.map((ns) => `locales/nl/${ns}.json`)].map(chunkOf);
        preloads[route] = {
          modules: [...staticClosure(start)].filter((file) => !entry.has(file)).map((file) => base + file),
          fetches,
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

/** Every candidate class in the client's source, found as Tailwind finds them: by splitting the text. */
function classCandidates(dir: string): Set<string> {
  const candidates = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const part of text.split(/[\s'"`]+/)) if (part) candidates.add(part);
  }
  return candidates;
}

/** A class without its variants (`hover:`, `sm:`, `[&_svg]:`) and important mark. */
function baseClass(name: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) start = i + 1;
  }
  const base = name.slice(start);
  return base.endsWith('!') ? base.slice(0, -1) : base.startsWith('!') ? base.slice(1) : base;
}

/** A class group's validator that takes any value; written as `ANY` in the generated module. */
const ANY = Object.assign(() => true, { toJSON: () => '__ANY__' });

/**
 * The groups' classes by prefix where that changes nothing for the source: when every class (or any other
 * word) of the source that starts with `prefix-` is in one group, that group takes `prefix-*` (a
 * tailwind-merge validator that takes any value) instead of listing them. About 0.7 KB (gzip) less on
 * every page's first load; the check in tailwindMergeSubset covers the result like the rest.
 */
function byPrefix(classGroups: Record<string, string[]>, words: Set<string>) {
  const groupOf = new Map<string, string>();
  for (const [id, literals] of Object.entries(classGroups)) for (const c of literals) groupOf.set(c, id);
  const unsigned = [...words].map((word) => (word.startsWith('-') ? word.slice(1) : word));
  const owner = (prefix: string) => {
    const ids = new Set(unsigned.filter((w) => w.startsWith(`${prefix}-`)).map((w) => groupOf.get(w)));
    return ids.size === 1 ? [...ids][0] : undefined;
  };
  const result: Record<string, (string | Record<string, (typeof ANY)[]>)[]> = {};
  for (const [id, literals] of Object.entries(classGroups)) {
    const under = new Map<string, string[]>();
    const kept: string[] = [];
    for (const literal of literals) {
      const parts = literal.split('-');
      // The shortest prefix the group owns, so no two of its prefixes nest.
      const prefix = parts
        .slice(0, -1)
        .map((_, i) => parts.slice(0, i + 1).join('-'))
        .find((candidate) => owner(candidate) === id);
      if (prefix) under.set(prefix, [...(under.get(prefix) ?? []), literal]);
      else kept.push(literal);
    }
    // A prefix with one class under it is no shorter than the class.
    const prefixes = [...under].filter(([, members]) => members.length > 1);
    kept.push(...[...under].flatMap(([, members]) => (members.length > 1 ? [] : members)));
    result[id] = prefixes.length
      ? [...kept, Object.fromEntries(prefixes.map(([prefix]) => [prefix, [ANY]]))]
      : kept;
  }
  return result;
}

/**
 * tailwind-merge's configuration for only the classes in the client's source, derived from the full
 * one by asking it: class A is in the same group as B when each removes the other, and B's group
 * conflicts with A's when B (written later) removes A but not the other way round. Classes that
 * conflict with no other are left out (tailwind-merge then keeps them as they are, which differs only
 * in not dropping an exact duplicate). Then every pair of the source's classes is merged by both, and any
 * difference fails the build.
 */
function tailwindMergeSubset(classes: Set<string>) {
  const known = [...classes].filter((name) => twMerge(`${name} ${name}`) === name);
  const bases = [...new Set(known.map(baseClass))];
  const removes = (earlier: string, later: string) =>
    earlier !== later && twMerge(`${earlier} ${later}`) === later;
  const group = bases.map((_, i) => i);
  const root = (i: number): number => {
    while (group[i] !== i) i = group[i] as number;
    return i;
  };
  const removedBy = bases.map((a) => bases.map((b) => removes(a, b)));
  bases.forEach((_, i) => {
    bases.forEach((_, j) => {
      if (i < j && removedBy[i]?.[j] && removedBy[j]?.[i]) group[root(i)] = root(j);
    });
  });
  const ids = new Map<number, string>();
  const classGroups: Record<string, string[]> = {};
  bases.forEach((base, i) => {
    if (!bases.some((_, j) => removedBy[i]?.[j] || removedBy[j]?.[i])) return;
    const g = root(i);
    if (!ids.has(g)) ids.set(g, ids.size.toString(36));
    const id = ids.get(g) as string;
    // tailwind-merge looks a negative value (-mx-1) up without its minus.
    const literal = base.startsWith('-') ? base.slice(1) : base;
    classGroups[id] = [...new Set([...(classGroups[id] ?? []), literal])];
  });
  const conflictingClassGroups: Record<string, string[]> = {};
  bases.forEach((_, j) => {
    const id = ids.get(root(j));
    if (!id) return;
    const conflicts = new Set(conflictingClassGroups[id]);
    bases.forEach((_, i) => {
      const other = ids.get(root(i));
      if (removedBy[i]?.[j] && other && other !== id) conflicts.add(other);
    });
    if (conflicts.size > 0) conflictingClassGroups[id] = [...conflicts];
  });
  const config = {
    cacheSize: 500,
    theme: {},
    classGroups: byPrefix(classGroups, new Set([...classes].map(baseClass))),
    conflictingClassGroups,
    conflictingClassGroupModifiers: {},
    orderSensitiveModifiers: getDefaultConfig().orderSensitiveModifiers,
  };
  const subset = createTailwindMerge(() => config);
  const asSet = (merged: string) => [...new Set(merged.split(' '))].sort().join(' ');
  // Variants and the important mark are parsed by the same core in both, so the classes' bases decide.
  for (const a of bases) {
    for (const b of bases) {
      const full = twMerge(`${a} ${b}`);
      const ours = subset(`${a} ${b}`);
      if (asSet(full) !== asSet(ours))
        throw new Error(`tailwind-merge subset: "${a} ${b}" merges to "${ours}", the full one to "${full}"`);
    }
  }
  return config;
}

/**
 * In the production build, src/client/lib/tailwind-merge.ts becomes tailwind-merge's core with the
 * configuration above (about 4 KB gzip instead of 8.4 KB on every page's first load). Development and
 * the tests use the full one.
 */
function tailwindMergeSubsetPlugin(): Plugin {
  let root = '';
  return {
    name: 'meedoen:tailwind-merge',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      if (id !== path.join(root, 'lib', 'tailwind-merge.ts')) return null;
      const config = tailwindMergeSubset(classCandidates(root));
      return [
        "import { createTailwindMerge } from 'tailwind-merge';",
        'const ANY = () => true;',
        `export const twMerge = createTailwindMerge(() => (${JSON.stringify(config).replaceAll('"__ANY__"', 'ANY')}));`,
      ].join('\n');
    },
  };
}

/** React Router's production build, wherever npm put the package. */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), routePreloads(), tailwindMergeSubsetPlugin()],
  resolve: {
    // React Router's package points every import at its development build (its exports have no
    // production condition); the production build is the same code with its development warnings off,
    // which the minifier then drops.
    alias: [
      { find: /^react-router$/, replacement: path.join(REACT_ROUTER_PRODUCTION, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs') },
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the site supports preloads modules itself (Chrome 66, Firefox 115, Safari 17): the
    // polyfill would be 0.35 KB (gzip) of every page's first load for none of them. An older Safari
    // only loads a page's chunks a round trip later.
    modulePreload: {
      polyfill: false,
      // What a lazy chunk needs is preloaded with it, less what the entry has loaded before any lazy
      // import can run: each such name in every list cost every page's first load bytes for nothing.
      // That also leaves index.html without the entry's own imports (hostType 'html'), on purpose: named
      // there (the vendor chunk among them), they take the stylesheet's bandwidth on a slow connection,
      // so the header paints later while nothing else arrives sooner.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !loadedByEntry.has(dep)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page's first load needs, in one long-cached chunk: they change far less
              // often than the app, and one chunk compresses better than the handful the default splitting
              // makes of them. Libraries only some pages use stay with those pages' chunks.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx|class-variance-authority)[\\/]/,
              priority: 2,
            },
            {
              // After the libraries: what the entry loads of the app's own modules and shares with lazy chunks.
              name: (id: string, ctx) => (loadedWithEntryAndShared(id, ctx) ? 'shell' : null),
              debugName: 'shell',
              priority: 0,
            },
            {
              // Radix's primitives and their helpers (positioning, focus, scroll lock), used by most pages
              // after home (which loads none of them): one chunk instead of some twenty small ones, each of
              // which would cost a request and compress on its own. Toast (fetched with the first toast), the
              // account menu's dropdown (fetched when first pressed), tabs and switch (settings, the cookie
              // dialog) stay with the few that use them, and so does the dialog: the agenda's dialogs (the
              // phone's filter sheet, every tag) are fetched when opened.
              name: 'radix',
              test: (id: string) => RADIX.test(id) && !RADIX_ELSEWHERE.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // In development Vite serves the client with hot reload and hands the server's paths to Fastify.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/meta': `http://127.0.0.1:${apiPort}`,
    },
  },
});
