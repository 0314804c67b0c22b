import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import {
  isConnectionLost,
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isInvalidInput,
  loggableError,
  uniqueViolation,
} from './database-errors';

const EMAIL = 'anna@privacy.example';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

/** A driver error as node-postgres raises it: a SQLSTATE and the names it concerns. */
function pgError(code: string, message: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), { code, severity: 'ERROR', ...extra });
}

/** As Drizzle hands it on: the query, its parameters in message and fields, the driver error as cause. */
function wrapped(cause: Error) {
  return new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    [EMAIL, HASH],
    cause,
  );
}

describe('classifying a failed query', () => {
  it('finds a unique violation and its constraint through Drizzle’s wrapper', () => {
    const error = wrapped(pgError('23505', 'duplicate key', { constraint: 'users_email_unique' }));
    expect(uniqueViolation(error)).toBe('users_email_unique');
    expect(uniqueViolation(wrapped(pgError('23503', 'fk')))).toBeNull();
    expect(uniqueViolation(new Error('plain'))).toBeNull();
  });

  it('finds a foreign key violation', () => {
    expect(isForeignKeyViolation(wrapped(pgError('23503', 'fk')))).toBe(true);
    expect(isForeignKeyViolation(wrapped(pgError('23505', 'dup')))).toBe(false);
  });

  it('reads every data exception (class 22) as invalid input', () => {
    for (const code of ['22021', '22P05', '22P02', '22001', '22003']) {
      expect(isInvalidInput(wrapped(pgError(code, 'bad')))).toBe(true);
    }
    expect(isInvalidInput(wrapped(pgError('23505', 'dup')))).toBe(false);
    expect(isInvalidInput(wrapped(pgError('42P01', 'no table')))).toBe(false);
  });

  it('reads timeouts and lost connections as "unavailable"', () => {
    for (const code of ['57014', '55P03', '25P03', '57P01', '53300', '08006', '08001']) {
      expect(isDatabaseUnavailable(wrapped(pgError(code, 'x'))), code).toBe(true);
    }
    for (const message of [
      'Query read timeout',
      'timeout exceeded when trying to connect',
      'Connection terminated unexpectedly',
      'Cannot use a pool after calling end on the pool',
    ]) {
      expect(isDatabaseUnavailable(wrapped(new Error(message))), message).toBe(true);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pgError('23505', 'dup')))).toBe(false);
  });

  it('reads a cluster’s Unix socket that is gone as a lost connection, and a missing file as neither', () => {
    // What connecting to a stopped embedded cluster's socket gives: its folder no longer holds the socket.
    const socketGone = Object.assign(new Error('connect ENOENT /data/postgres/.s.PGSQL.5432'), {
      code: 'ENOENT',
      syscall: 'connect',
    });
    expect(isDatabaseUnavailable(socketGone)).toBe(true);
    expect(isConnectionLost(socketGone)).toBe(true);
    const fileGone = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', syscall: 'open' });
    expect(isDatabaseUnavailable(fileGone)).toBe(false);
    expect(isConnectionLost(fileGone)).toBe(false);
  });

  it('does not read a refused value or an unknown error as "unavailable"', () => {
    expect(isDatabaseUnavailable(wrapped(pgError('22021', 'bad')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});

describe('loggableError', () => {
  it('keeps the query, the code and the names, and drops parameters, row details and values', () => {
    const cause = pgError('23514', 'new row for relation "users" violates check constraint "c"', {
      constraint: 'c',
      table: 'users',
      routine: 'ExecConstraints',
      detail: `Failing row contains (1, anna, ${EMAIL}, ${HASH}).`,
      params: [EMAIL, HASH],
      query: 'insert …',
    });
    const cleaned = loggableError(wrapped(cause));
    const text = JSON.stringify(cleaned);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(HASH);
    expect(text).not.toContain('params');
    expect(cleaned.message).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
    );
    expect(cleaned.stack).toMatch(/^\s+at /);
    expect(cleaned.cause).toMatchObject({
      code: '23514',
      constraint: 'c',
      table: 'users',
      routine: 'ExecConstraints',
    });
  });

  it('keeps only the words of a data exception, not the value it quotes', () => {
    const cleaned = loggableError(pgError('22P02', `invalid input syntax for type integer: "${EMAIL}"`));
    expect(cleaned.message).toBe('invalid input syntax for type integer');
  });
});
