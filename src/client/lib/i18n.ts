import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  languageFromPreferences,
} from '../../domain/language';
import { DEFAULT_IDENTITY } from '../../domain/site/settings';
import { readStorage, writeStorage } from './storage';
import { loadTagLabels } from './tag-labels';

export const LANGUAGE_STORAGE_KEY = 'meedoen-language';

// Every `locales/{lng}/{namespace}.json` is picked up at build time, so a feature adds its own
// namespace by adding files, without touching this set-up.
//
// Only what the first render of the shell and home needs is in the first load: the Dutch (default and
// fallback) `common`, `home` and `cards` (the activity cards and home's teaser) catalogues. Every other catalogue, and every
// catalogue of another language, is a chunk of its own, fetched with the page that uses it (the router's
// lazy routes call loadNamespaces), so a visitor does not download the legal texts or a language they
// never read. The glob below must name the same namespaces as FIRST_LOAD_NAMESPACES.
const FIRST_LOAD_NAMESPACES = ['common', 'home', 'cards'];
const bundled = import.meta.glob<Record<string, unknown>>('../locales/nl/{common,home,cards}.json', {
  eager: true,
  import: 'default',
});
const onDemand = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/nl/{common,home,cards}.json'],
  { import: 'default' },
);

function bundledResources(): Resource {
  const resources: Resource = {};
  for (const [path, catalogue] of Object.entries(bundled)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng, namespace] = match as unknown as [string, string, string];
    resources[lng] ??= {};
    resources[lng][namespace] = catalogue;
  }
  return resources;
}

/** i18next's loader for the catalogues not bundled: each one's chunk. */
const catalogueChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, namespace, callback) {
    const load = onDemand[`../locales/${lng}/${namespace}.json`];
    if (!load) {
      callback(null, {}); // a namespace this language does not have: the fallback language answers
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The language chosen with the toggle; on a first visit (nothing stored) the browser's preferred
 * languages decide, so an English browser does not have to find the toggle first. Nothing is stored
 * until the person chooses.
 */
export function storedLanguage(): Language {
  const stored = readStorage<unknown>(LANGUAGE_STORAGE_KEY, null);
  if (isLanguage(stored)) return stored;
  return typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : languageFromPreferences(navigator.languages);
}

const initialLanguage = storedLanguage();

/**
 * Resolves once the chosen language's first-load catalogues are in: at once for Dutch (bundled), after
 * their chunks for another language. main.tsx renders after it, so no text flashes in the wrong language.
 * If a chunk cannot be fetched, i18next falls back to the bundled Dutch.
 */
export const i18nReady: Promise<void> = Promise.all([
  initI18next(),
  // English tag names come with the English catalogues, not with every Dutch page.
  loadTagLabels(initialLanguage),
]).then(() => undefined);

function initI18next(): Promise<void> {
  return i18next
    .use(catalogueChunks)
    .use(initReactI18next)
    .init({
      resources: bundledResources(),
      // The bundled catalogues are a part; the backend fetches the rest.
      partialBundledLanguages: true,
      lng: initialLanguage,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: FIRST_LOAD_NAMESPACES,
      defaultNS: 'common',
      // React escapes already. Texts name the site as {{site}}: lib/site-settings.ts sets the operator's name.
      interpolation: { escapeValue: false, defaultVariables: { site: DEFAULT_IDENTITY.name } },
      returnNull: false,
      // Load at once rather than on a later tick: for Dutch everything is in memory already.
      initAsync: false,
    })
    .then(
      () => undefined,
      () => undefined,
    );
}

document.documentElement.lang = initialLanguage;

/** Fetches the catalogues of `namespaces` (the current language and the fallback) before a page needs them. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18nReady;
  await i18next.loadNamespaces([...namespaces]);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Stores the choice and reloads, so every cached, server-translated text comes back in the new language. */
export function setLanguage(lng: Language): void {
  writeStorage(LANGUAGE_STORAGE_KEY, lng);
  window.location.reload();
}

/** The current language for components; it only changes through a reload. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18next as i18n };
