import i18next, { type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../domain/language';
import { readStorage, writeStorage } from './storage';

export const LANGUAGE_STORAGE_KEY = 'meedoen-language';

// Every `locales/{lng}/{namespace}.json` is picked up at build time, so a feature adds its own
// namespace by adding files, without touching this set-up.
const modules = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng, namespace] = match as unknown as [string, string, string];
    resources[lng] ??= {};
    resources[lng][namespace] = module.default;
  }
  return resources;
}

export function storedLanguage(): Language {
  const stored = readStorage<unknown>(LANGUAGE_STORAGE_KEY, null);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const resources = buildResources();
const initialLanguage = storedLanguage();

void i18next.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? { common: {} }),
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  // Resources are bundled, so initialisation is synchronous and the first render is translated.
  initAsync: false,
});

document.documentElement.lang = initialLanguage;

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
