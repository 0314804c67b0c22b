import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './storage';

export const COOKIE_CONSENT_KEY = 'meedoen-cookie-consent';

/**
 * What the site remembers only with functional consent (the cookie settings' "Functioneel"): the
 * activity filter set. The language choice is not here: it is what the visitor asks for with the
 * language switch, which reloads the page, so it is stored as a necessary preference (privacy page 4).
 */
export const FUNCTIONAL_STORAGE_KEYS = {
  activityFilters: 'meedoen-activity-search-filters',
} as const;

type FunctionalStorageKey = (typeof FUNCTIONAL_STORAGE_KEYS)[keyof typeof FUNCTIONAL_STORAGE_KEYS];

export interface CookieConsent {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  decidedAt: string;
}

export type ConsentChoice = Pick<CookieConsent, 'functional' | 'analytics'>;

function isConsent(value: unknown): value is CookieConsent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CookieConsent).functional === 'boolean' &&
    typeof (value as CookieConsent).analytics === 'boolean'
  );
}

/** The one place consent is read: the stored choice, or null while none has been made. */
export function readCookieConsent(): CookieConsent | null {
  const stored = readStorage<unknown>(COOKIE_CONSENT_KEY, null);
  return isConsent(stored) ? stored : null;
}

export function hasFunctionalConsent(): boolean {
  return readCookieConsent()?.functional === true;
}

/** A functional preference: what is stored with functional consent, the fallback without. */
export function readFunctional<T>(key: FunctionalStorageKey, fallback: T): T {
  return hasFunctionalConsent() ? readStorage<T>(key, fallback) : fallback;
}

/** Stores a functional preference only with functional consent; without it nothing is written. */
export function writeFunctional(key: FunctionalStorageKey, value: unknown): void {
  if (hasFunctionalConsent()) writeStorage(key, value);
}

function forgetFunctional(): void {
  for (const key of Object.values(FUNCTIONAL_STORAGE_KEYS)) removeStorage(key);
}

// Banner, footer settings and the filter list share one consent, so a change takes effect at once.
const listeners = new Set<() => void>();
// useSyncExternalStore needs the same object while nothing changed; storage parsing gives a new one.
let snapshot: { raw: string | null; consent: CookieConsent | null } | undefined;

function rawConsent(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

function getSnapshot(): CookieConsent | null {
  const raw = rawConsent();
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, consent: readCookieConsent() };
  return snapshot.consent;
}

export function subscribeCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores a choice. Without functional consent (refused, or withdrawn later) every functional
 * preference stored before is removed at once.
 */
export function saveCookieConsent(choice: ConsentChoice): CookieConsent {
  const next: CookieConsent = { necessary: true, ...choice, decidedAt: new Date().toISOString() };
  writeStorage(COOKIE_CONSENT_KEY, next);
  if (!next.functional) forgetFunctional();
  for (const listener of listeners) listener();
  return next;
}

export function useCookieConsent() {
  const consent = useSyncExternalStore(subscribeCookieConsent, getSnapshot, () => null);
  return { consent, save: saveCookieConsent };
}
