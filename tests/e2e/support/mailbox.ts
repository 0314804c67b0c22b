import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';

// The suite's own mail server (tests/fixtures/mail-catcher.mjs) keeps what it received; its messages are
// read back over HTTP on the port after the SMTP one (playwright.config.ts).
const port = Number(process.env.E2E_PORT ?? 3190);
export const MAILBOX = `http://127.0.0.1:${port + 4}/messages`;

/** Reads the confirmation mail the registration sent and confirms the address with its token. */
export async function confirmAddress(
  playwright: PlaywrightWorkerArgs['playwright'],
  api: APIRequestContext,
  email: string,
): Promise<void> {
  const mailbox = await playwright.request.newContext();
  let token = '';
  await expect
    .poll(async () => {
      const mails = (await (await mailbox.get(`${MAILBOX}?to=${email}`)).json()) as { text: string }[];
      token = /\/bevestig-email#token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  await mailbox.dispose();
  const confirmed = await api.post('/api/email/confirm', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
