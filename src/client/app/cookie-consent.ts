import { useState } from 'react';
import { readStorage, writeStorage } from '../lib/storage';

export const COOKIE_CONSENT_KEY = 'meedoen-cookie-consent';

export interface CookieConsent {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  decidedAt: string;
}

function isConsent(value: unknown): value is CookieConsent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CookieConsent).functional === 'boolean' &&
    typeof (value as CookieConsent).analytics === 'boolean'
  );
}

export function readCookieConsent(): CookieConsent | null {
  const stored = readStorage<unknown>(COOKIE_CONSENT_KEY, null);
  return isConsent(stored) ? stored : null;
}

export function useCookieConsent() {
  const [consent, setConsent] = useState(readCookieConsent);
  const save = (choice: { functional: boolean; analytics: boolean }) => {
    const next: CookieConsent = { necessary: true, ...choice, decidedAt: new Date().toISOString() };
    writeStorage(COOKIE_CONSENT_KEY, next);
    setConsent(next);
  };
  return { consent, save };
}
