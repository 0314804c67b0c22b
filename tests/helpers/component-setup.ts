import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The component tests' browser (jsdom), made to behave as the app's browsers do where jsdom has no
// answer of its own, and the app's texts in Dutch, loaded as the app loads them.

// jsdom has no layout: no media queries (every one says "no", a phone's width), no sizes to observe, no
// pointer capture or scrolling, which Radix's select, checkbox and dialog call.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

// A Dutch browser on a first visit: the app chooses its language from navigator.languages (i18n.ts reads
// it when first imported, so this comes before the import), and the route loaders fetch each page's
// catalogues; here all of them, so any component finds its texts.
Object.defineProperty(window.navigator, 'languages', { value: ['nl-NL', 'nl'], configurable: true });
const { i18nReady, loadNamespaces } = await import('../../src/client/lib/i18n');
await i18nReady;
const catalogues = Object.keys(import.meta.glob('../../src/client/locales/nl/*.json'));
await loadNamespaces(catalogues.map((path) => path.replace(/^.*\/(.+)\.json$/, '$1')));

// How long findBy and waitFor wait: a guard for a busy machine, not a timing (they return once it shows).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
