import { vi } from 'vitest';

/**
 * For the client's unit tests, which run in node: a Map stands in for the browser's localStorage
 * (until vi.unstubAllGlobals). Answers the Map, to fill or to read.
 */
export function stubLocalStorage(items = new Map<string, string>()) {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    },
  });
  return items;
}
