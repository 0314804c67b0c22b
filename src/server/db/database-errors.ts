// What a failed query means for the person and for the log. Drizzle wraps the driver's error in a
// DrizzleQueryError whose `.cause` holds it (with the SQLSTATE in `.code`), and whose message and
// `.params` carry the query's parameters: password hashes, e-mail addresses, and a PostgreSQL
// `.detail` can quote a whole row. So the app reads codes here, and
// logs only what `loggableError` keeps.

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
/** SQLSTATE class 22, data exception: text PostgreSQL cannot store (NUL, bad encoding), too long, … */
const DATA_EXCEPTION_CLASS = '22';

/**
 * The database did not answer in time or could not be reached: worth trying again in a moment.
 * 57014 query_canceled (statement_timeout), 55P03 lock_not_available, 25P03 idle-in-transaction
 * timeout, 57P0x shutting down or starting, 53300 too many connections, class 08 connection errors.
 */
const UNAVAILABLE_STATES = new Set(['57014', '55P03', '25P03', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_CLASSES = ['08'];
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres reports these without a code; their wording is all there is to go by.
const UNAVAILABLE_MESSAGES = [
  /^Query read timeout$/, // pg's query_timeout, when the server does not even cancel
  /^timeout exceeded when trying to connect$/, // pool exhausted or server unreachable
  /^Connection terminated/,
  /^Cannot use a pool after calling end on the pool$/,
  /is not queryable$/,
];

interface ErrorFields {
  code?: unknown;
  syscall?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * The network could not reach the server: one of NETWORK_CODES, or a connect to a Unix socket that is
 * gone (ENOENT). The embedded cluster is reached through a socket in its folder (decision 0010), which
 * the cluster removes when it stops. A connection opened in the moment before the gate closes
 * (availability.ts) fails so, and answered 500 instead of 503: the likeliest cause of three 500s among
 * 1,504 answers in one run of the stopped-database fault test (not seen again in 15 runs). ENOENT of
 * anything else (a file) is not the database's.
 */
function networkFailure(e: ErrorFields, code: string): boolean {
  return NETWORK_CODES.has(code) || (code === 'ENOENT' && e.syscall === 'connect');
}

/** The error and its causes, outermost first (a bounded walk: causes can be cyclic). */
function chain(error: unknown): ErrorFields[] {
  const found: ErrorFields[] = [];
  for (let e = error; e && typeof e === 'object' && found.length < 5; e = (e as ErrorFields).cause) {
    found.push(e as ErrorFields);
  }
  return found;
}

function codes(error: unknown): string[] {
  return chain(error)
    .map((e) => e.code)
    .filter((code): code is string => typeof code === 'string');
}

/** The constraint a unique violation names ('' when unnamed), or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  const e = chain(error).find((candidate) => candidate.code === UNIQUE_VIOLATION);
  if (!e) return null;
  return typeof e.constraint === 'string' ? e.constraint : '';
}

export function isForeignKeyViolation(error: unknown): boolean {
  return codes(error).includes(FOREIGN_KEY_VIOLATION);
}

/** PostgreSQL refused a value (class 22): the input was wrong, so the answer is a 400, not a 500. */
export function isInvalidInput(error: unknown): boolean {
  return codes(error).some((code) => code.length === 5 && code.startsWith(DATA_EXCEPTION_CLASS));
}

/** The database timed out or is out of reach: a 503 with Retry-After, not a hang and not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_STATES.has(code) || networkFailure(e, code)) return true;
    if (code.length === 5 && UNAVAILABLE_CLASSES.some((c) => code.startsWith(c))) return true;
    return typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(e.message as string));
  });
}

/**
 * The connection itself was lost or could not be made: refused, reset, timed out, or the server ending
 * its sessions (57P01 admin shutdown, 57P02 crash, 57P03 starting up). Unlike a statement timeout or a
 * lock, this says the database is out of reach (availability.ts stops trying until it answers again).
 */
const LOST_STATES = new Set(['57P01', '57P02', '57P03']);
// Not pg-pool's "timeout exceeded when trying to connect": that one waited for a busy pool's free
// client, which says the pool is full, not that the database is gone.
const LOST_MESSAGES = [/^Query read timeout$/, /^Connection terminated/];

export function isConnectionLost(error: unknown): boolean {
  return chain(error).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (LOST_STATES.has(code) || networkFailure(e, code) || (code.length === 5 && code.startsWith('08'))) {
      return true;
    }
    return typeof e.message === 'string' && LOST_MESSAGES.some((m) => m.test(e.message as string));
  });
}

/** What the log may hold of an error. */
export interface LoggableError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: LoggableError;
}

// Fields of a PostgreSQL error that name things, never values (`detail`, `where` and `hint` can quote a
// row; `params` and `query` on the error objects are left out on purpose).
const NAMING_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * An error as the log may see it: its type, its message up to Drizzle's "params:", the names a
 * database error carries, and the stack frames without the message (which would repeat the params).
 * The logger's `err` serializer, so every `log.x({ err })` in the app is cleaned the same way.
 */
export function loggableError(error: Error, depth = 0): LoggableError {
  const fields = error as unknown as Record<string, unknown>;
  const cleaned: LoggableError = {
    type: error.constructor?.name ?? 'Error',
    message: withoutValues(String(error.message), fields.code),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
  for (const key of NAMING_FIELDS) {
    if (typeof fields[key] === 'string') cleaned[key] = fields[key] as string;
  }
  if (typeof fields.statusCode === 'number') cleaned.statusCode = fields.statusCode;
  if (error.cause instanceof Error && depth < 4) cleaned.cause = loggableError(error.cause, depth + 1);
  return cleaned;
}

function withoutValues(message: string, code: unknown): string {
  const params = message.indexOf('\nparams:');
  if (params !== -1) return message.slice(0, params);
  // A data exception quotes the value it refused after a colon ('invalid input syntax for type
  // integer: "…"'); the words before it say enough.
  if (typeof code === 'string' && code.startsWith(DATA_EXCEPTION_CLASS) && message.includes(':')) {
    return message.slice(0, message.indexOf(':'));
  }
  return message;
}
