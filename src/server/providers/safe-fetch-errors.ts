import type { Localized } from '../../domain/language';
import type { FetchKind } from './safe-url-fetcher';

// Why the safe fetcher (safe-url-fetcher.ts) refused an address or could not read it: each problem with
// the status the API answers and a reason in Dutch and English, for the person who typed the address.

export type SafeFetchProblem =
  | 'invalidUrl'
  | 'scheme'
  | 'credentials'
  | 'blockedAddress'
  | 'unknownHost'
  | 'unreachable'
  | 'tooManyRedirects'
  | 'badRedirect'
  | 'remoteStatus'
  | 'wrongType'
  | 'tooLarge'
  | 'timeout';

/** Why a fetch was refused or failed, with a status for the API and a reason in both languages. */
export class SafeFetchError extends Error {
  constructor(
    public readonly problem: SafeFetchProblem,
    public readonly statusCode: number,
    public readonly reason: Localized,
  ) {
    super(reason.en);
  }
}

/** Each refusal and failure, worded for the person who gave the address. */
export const refuse = {
  invalidUrl: () =>
    new SafeFetchError('invalidUrl', 400, {
      nl: 'dit is geen geldig webadres',
      en: 'this is not a valid web address',
    }),
  scheme: () =>
    new SafeFetchError('scheme', 400, {
      nl: 'alleen adressen die met http:// of https:// beginnen kunnen worden gelezen',
      en: 'only addresses that start with http:// or https:// can be read',
    }),
  credentials: () =>
    new SafeFetchError('credentials', 400, {
      nl: 'een adres met een gebruikersnaam of wachtwoord erin wordt niet gelezen',
      en: 'an address with a user name or password in it is not read',
    }),
  blocked: () =>
    new SafeFetchError('blockedAddress', 400, {
      nl: 'dit adres ligt niet op het openbare internet',
      en: 'this address is not on the public internet',
    }),
  unknownHost: () =>
    new SafeFetchError('unknownHost', 400, {
      nl: 'de website is niet gevonden',
      en: 'the website was not found',
    }),
  unreachable: () =>
    new SafeFetchError('unreachable', 502, {
      nl: 'de website is niet bereikbaar',
      en: 'the website could not be reached',
    }),
  tooManyRedirects: (max: number) =>
    new SafeFetchError('tooManyRedirects', 400, {
      nl: `de pagina stuurt meer dan ${max} keer door`,
      en: `the page redirects more than ${max} times`,
    }),
  badRedirect: () =>
    new SafeFetchError('badRedirect', 502, {
      nl: 'de pagina stuurt door zonder te zeggen waarheen',
      en: 'the page redirects without saying where to',
    }),
  status: (status: number) =>
    new SafeFetchError('remoteStatus', 502, {
      nl: `de pagina antwoordde met ${status}`,
      en: `the page answered with ${status}`,
    }),
  wrongType: (kind: FetchKind) =>
    new SafeFetchError(
      'wrongType',
      400,
      {
        page: {
          nl: 'dit adres geeft geen webpagina (HTML)',
          en: 'this address does not give a web page (HTML)',
        },
        image: { nl: 'dit adres geeft geen afbeelding', en: 'this address does not give an image' },
        calendar: { nl: 'dit adres geeft geen agenda', en: 'this address does not give a calendar' },
      }[kind],
    ),
  tooLarge: (maxBytes: number) =>
    new SafeFetchError('tooLarge', 413, {
      nl: `het bestand is groter dan ${formatMegabytes(maxBytes)}`,
      en: `the file is larger than ${formatMegabytes(maxBytes)}`,
    }),
  timeout: (ms: number) =>
    new SafeFetchError('timeout', 504, {
      nl: `de pagina antwoordde niet binnen ${formatSeconds(ms)} ${ms === 1000 ? 'seconde' : 'seconden'}`,
      en: `the page did not answer within ${formatSeconds(ms)} ${ms === 1000 ? 'second' : 'seconds'}`,
    }),
};

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

function formatSeconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}
