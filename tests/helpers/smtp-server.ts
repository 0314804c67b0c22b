import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailConfig } from '../../src/server/config';

// A real SMTP server on 127.0.0.1 that keeps every message it receives: the mail the app sends is read
// back exactly as a mail server would get it.

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Refuses the next `count` messages with a temporary failure (451), as a busy mail server would. */
  refuseNext(count: number): void;
  /** The app's mail settings for this server (login accepted whatever it is). */
  mailConfig(overrides?: Partial<MailConfig>): MailConfig;
  close(): Promise<void>;
}

export async function startTestSmtpServer(password = 'smtp-Secret-Passw0rd'): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    // No TLS in a test: nodemailer would not trust the server's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    port,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    mailConfig: (overrides = {}) => ({
      smtpUrl: `smtp://meedoen:${password}@127.0.0.1:${port}`,
      from: null,
      noreplyAddress: 'noreply@meedoen.test',
      contactForwardTo: 'team@meedoen.test',
      ...overrides,
    }),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The decoded text body of a raw message (quoted-printable or plain), for reading links out of it. */
export function textBodyOf(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r\n\r\n/);
  const body = rest.join('\r\n\r\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** The values of one header of a raw message (folded lines unfolded; names compared without case). */
export function headerOf(raw: string, name: string): string[] {
  const head = raw.split(/\r\n\r\n/, 1)[0] ?? '';
  return head
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    })
    .filter(([key]) => key === name.toLowerCase())
    .map(([, value]) => value);
}
