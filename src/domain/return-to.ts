import { hasControlCharacters } from './text';

/** The longest return path kept; longer ones are refused rather than cut (a cut could change meaning). */
export const RETURN_TO_MAX = 500;

const BASE = 'http://meedoen.invalid';
// A browser reads "//host" and "/\host" as another site.
const OTHER_SITE = /^[/\\]{2}/;
// The API answers JSON, not a page: never a place to send a person back to.
const API = /^\/api(?:[/?#]|$)/i;

/**
 * Where to send a person after signing in or linking an account: a path on this site only
 * ("/activities?x=1"), never another site ("//evil.example", "https://…", "/\\evil.example") and never
 * an API route. Anything else becomes "/".
 *
 * The checks judge the normalised result, not the input: "/.//evil.example" is harmless as written but
 * normalises to "//evil.example". Judging the result also makes the rule idempotent, so the server can
 * apply it at the start and again at the end of a sign-in (the value travels through a cookie) and the
 * client can apply the same rule without disagreeing with the server.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > RETURN_TO_MAX) return '/';
  if (!value.startsWith('/') || value.includes('\\') || hasControlCharacters(value)) return '/';
  let resolved: URL;
  try {
    resolved = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (resolved.origin !== BASE) return '/';
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // Percent-encoding can make the path longer than the input: refuse it here, or the second
  // application would refuse what the first one let through.
  if (path.length > RETURN_TO_MAX || OTHER_SITE.test(path) || API.test(path)) return '/';
  return path;
}
