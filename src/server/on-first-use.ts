// Packages that only a few requests need are imported when the first of those requests comes, not at
// start (decision 0024): sharp (pictures), cheerio, microformats-parser and htmlparser2 (the admin's
// import, in the outside-content worker that starts with the first import: decision 0028), chrono-node
// (the assistant's offline reading), nodemailer (e-mail), openid-client (Google sign-in), feed and
// ical-generator (the feeds). Loaded at start they held about 40 MB of the server's memory
// that the list's card texts use better (card-texts.ts). built-server.test.ts checks that the built
// server imports none of them before they are needed.

/** The packages above, as the built server must not import them at start. */
export const PACKAGES_ON_FIRST_USE = [
  'sharp',
  'cheerio',
  'microformats-parser',
  'htmlparser2',
  'chrono-node',
  'nodemailer',
  'openid-client',
  'feed',
  'ical-generator',
  '@touch4it/ical-timezones',
] as const;

/**
 * A module imported on the first call, the same promise after it; a failed import is tried again on
 * the next call (a package being reinstalled does not break the feature until a restart).
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** sharp, for the three places that draw or encode pictures. */
export const loadSharp = onFirstUse(async () => (await import('sharp')).default);
