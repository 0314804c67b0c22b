import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { prettyDestination, prettyLogLine, resolveLogFormat } from './log-format';
import { LOG_REDACT, loggerOptions } from './logging';

// Issue #41, item 17: on a terminal the log is text a person reads; elsewhere JSON lines stay.

const TIME = new Date(2026, 10, 28, 9, 5, 7, 42).getTime(); // local time, as the line shows it
const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: TIME, pid: 1, hostname: 'h', ...fields });

/** A terminal-like stdout that keeps what is written. */
function fakeOut(isTTY = false) {
  const written: string[] = [];
  return { out: { isTTY, write: (text: string) => written.push(text) }, written };
}

describe('prettyLogLine', () => {
  it('shows the time, the level and the message first, then the fields as key=value', () => {
    const text = prettyLogLine(
      JSON.stringify({
        level: 40,
        time: TIME,
        pid: 1,
        hostname: 'h',
        username: 'admin',
        password: '9gIAGlKHtAGQKATsoQT8TkQ7aA1!',
        msg: 'No administrator existed: created "admin" with this one-time password.',
      }),
    );
    expect(text).toBe(
      '09:05:07.042 WARN  No administrator existed: created "admin" with this one-time password. ' +
        'username=admin password=9gIAGlKHtAGQKATsoQT8TkQ7aA1!',
    );
  });

  it('a request by method, path, status and time; other values as JSON when they need quotes', () => {
    expect(
      prettyLogLine(
        line({ reqId: 'req-1', req: { method: 'GET', url: '/api/health' }, msg: 'incoming request' }),
      ),
    ).toBe('09:05:07.042 INFO  incoming request GET /api/health reqId=req-1');
    expect(
      prettyLogLine(
        line({ reqId: 'req-1', res: { statusCode: 404 }, responseTime: 3.125, msg: 'request completed' }),
      ),
    ).toBe('09:05:07.042 INFO  request completed 404 3.1 ms reqId=req-1');
    expect(prettyLogLine(line({ msg: 'x', where: 'two words', n: 3, ok: true, list: [1, 2] }))).toBe(
      '09:05:07.042 INFO  x where="two words" n=3 ok=true list=[1,2]',
    );
  });

  it('an error with its stack below the line, indented', () => {
    const text = prettyLogLine(
      line({
        level: 50,
        msg: 'widget failed',
        err: { type: 'TypeError', message: 'boom', stack: 'TypeError: boom\n    at f (a.ts:1:1)' },
      }),
    );
    expect(text).toBe('09:05:07.042 ERROR widget failed\n    TypeError: boom\n        at f (a.ts:1:1)');
  });

  it('control characters in a logged value are shown as escapes, never sent to the terminal', () => {
    const text = prettyLogLine(line({ msg: 'hi\u001b[2J', user: 'a\u001b[31mb' }));
    expect(text).not.toContain('\u001b');
    expect(text).toBe('09:05:07.042 INFO  hi\\u001b[2J user="a\\u001b[31mb"');
  });

  it('gives back a line that is no JSON object as it was', () => {
    expect(prettyLogLine('not json')).toBe('not json');
    expect(prettyLogLine('[1,2]')).toBe('[1,2]');
  });

  it('colours the time and level only when asked (a terminal)', () => {
    expect(prettyLogLine(line({ msg: 'x' }), { color: true })).toContain('\u001b[32mINFO \u001b[0m');
    expect(prettyLogLine(line({ msg: 'x' }))).not.toContain('\u001b');
  });
});

describe('which form the log takes', () => {
  it('LOG_FORMAT decides when set; else text on a terminal and JSON anywhere else', () => {
    expect(resolveLogFormat(null, true)).toBe('pretty');
    expect(resolveLogFormat(null, false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBeNull();
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be json or pretty/);
  });

  it('loggerOptions: JSON to stdout when it is no terminal, the text destination on one', () => {
    const config = loadConfig({ LOG_LEVEL: 'info' });
    const piped = loggerOptions(config, undefined, false) as { stream?: unknown };
    expect(piped.stream).toBeUndefined();
    const terminal = loggerOptions(config, undefined, true) as { stream?: unknown };
    expect(terminal.stream).toBeDefined();
    // A stream handed in (the tests that read the log) gets JSON whatever stdout is.
    const { out } = fakeOut();
    expect((loggerOptions(config, out, true) as { stream?: unknown }).stream).toBe(out);
    const forced = loggerOptions({ ...config, logFormat: 'json' }, undefined, true) as { stream?: unknown };
    expect(forced.stream).toBeUndefined();
  });

  it('keeps redaction: the secrets never reach the text', () => {
    const { out, written } = fakeOut();
    const logger = pino({ redact: LOG_REDACT }, prettyDestination(out));
    logger.info(
      {
        req: { method: 'GET', url: '/x', headers: { cookie: 'meedoen_session=secret-1' } },
        res: { statusCode: 200, headers: { 'set-cookie': 'meedoen_session=secret-2' } },
      },
      'seen',
    );
    const text = written.join('');
    expect(text).toMatch(/INFO {2}seen GET \/x 200/);
    expect(text).not.toMatch(/secret-[12]/);
  });
});
