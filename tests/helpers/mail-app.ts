import { loginAs } from './accounts';
import { createPortal } from './activity-factory';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server';
import { createTestApp, type TestApp } from './test-app';

/**
 * What the files that check the mail a change sends start with: an app whose mail goes to a real SMTP
 * server on this machine, an administrator's session cookie, and a portal to put activities in.
 */
export interface MailApp {
  smtp: TestSmtpServer;
  t: TestApp;
  admin: string;
  portalId: number;
}

export async function startMailApp(publicUrl: string): Promise<MailApp> {
  const smtp = await startTestSmtpServer();
  const t = await createTestApp({ mail: smtp.mailConfig(), publicUrl });
  const admin = await loginAs(t.app, 'admin');
  const portalId = (await createPortal(t.app)).id;
  return { smtp, t, admin, portalId };
}

/** Closes what startMailApp made (either may be missing when the start failed half-way). */
export async function stopMailApp(t: TestApp | undefined, smtp: TestSmtpServer | undefined): Promise<void> {
  await t?.close();
  await smtp?.close();
}

/** Waits until `check` holds (a mail arrived), at most `ms`; answers whether it held. */
export async function until(check: () => boolean, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
  return check();
}
