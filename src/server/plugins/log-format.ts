import type { DestinationStream } from 'pino';

// The log as a person reads it on a terminal: one line an entry, its time, level and message first,
// the rest as key=value, a request as 'GET /api/health 200 3.1 ms', an error's stack below it. A
// newcomer who starts the server finds "created "admin" with this one-time password" and the password
// in a line they can read. Pino writes its JSON first (redaction and serializers included), and this
// destination rewrites each line, so what the log may hold is the same in both forms. Where stdout is
// no terminal (a service manager, a container, a file) the JSON lines stay, for machines to read.

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** LOG_FORMAT when it is set; else readable text on a terminal and JSON anywhere else. */
export function resolveLogFormat(configured: LogFormat | null, isTerminal: boolean): LogFormat {
  return configured ?? (isTerminal ? 'pretty' : 'json');
}

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: 'TRACE', color: '90' },
  20: { name: 'DEBUG', color: '36' },
  30: { name: 'INFO', color: '32' },
  40: { name: 'WARN', color: '33' },
  50: { name: 'ERROR', color: '31' },
  60: { name: 'FATAL', color: '35' },
};

/** Fields every line has, or that the line shows in its own place. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'err', 'responseTime']);

/**
 * A value after its key: a string without spaces or quotes bare (a password is copied as it is shown),
 * anything else as JSON (quoted, escaped, on one line).
 */
function valueText(value: unknown): string {
  if (typeof value === 'string' && /^[^\s"'\\=\p{Cc}]+$/u.test(value)) return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value) ?? String(value);
}

/** Text with its control characters written as escapes: a logged value cannot move the cursor or recolour. */
const visible = (text: string) =>
  text.replace(/\p{Cc}/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** 'HH:mm:ss.SSS' in the server's local time: a terminal is read by the person sitting at it. */
function clockOf(time: unknown): string {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

interface ErrorFields {
  type?: string;
  message?: string;
  stack?: string;
}

/**
 * One pino JSON line as readable text (without its newline). A line that is no JSON object is given
 * back as it was: nothing written to the log is lost.
 */
export function prettyLogLine(line: string, { color = false }: { color?: boolean } = {}): string {
  let entry: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return line;
    entry = parsed as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = LEVELS[entry.level as number] ?? {
    name: String(entry.level ?? 'LOG').toUpperCase(),
    color: '0',
  };
  const paint = (code: string, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);

  const parts = [paint('90', clockOf(entry.time)), paint(level.color, level.name.padEnd(5))];
  if (typeof entry.msg === 'string') parts.push(visible(entry.msg));
  const req = entry.req as { method?: string; url?: string } | undefined;
  if (req?.method) parts.push(visible(`${req.method} ${req.url ?? ''}`));
  const res = entry.res as { statusCode?: number } | undefined;
  if (res?.statusCode !== undefined) parts.push(String(res.statusCode));
  if (typeof entry.responseTime === 'number') parts.push(`${entry.responseTime.toFixed(1)} ms`);
  for (const [key, value] of Object.entries(entry)) {
    if (!SHOWN_APART.has(key) && value !== undefined)
      parts.push(`${paint('90', `${key}=`)}${valueText(value)}`);
  }
  let text = parts.join(' ');
  const err = entry.err as ErrorFields | undefined;
  if (err && typeof err === 'object') {
    const heading = `${err.type ?? 'Error'}: ${err.message ?? ''}`;
    // The stack starts with the same heading; below the line, indented, so the next entry stands out.
    text += (err.stack ?? heading)
      .split('\n')
      .map((stackLine) => `\n    ${visible(stackLine)}`)
      .join('');
  }
  return text;
}

/** A pino destination that writes each line readable to `out` (stdout), in colour on a terminal. */
export function prettyDestination(
  out: { write(text: string): unknown; isTTY?: boolean } = process.stdout,
): DestinationStream {
  const color = Boolean(out.isTTY) && !process.env.NO_COLOR;
  return {
    write(chunk: string) {
      const lines = chunk.split('\n').filter((line) => line.length > 0);
      out.write(lines.map((line) => `${prettyLogLine(line, { color })}\n`).join(''));
    },
  };
}
