import { afterAll, describe, expect, it } from 'vitest';
import { shopDatabase, startShopProcess, type ShopProcess } from '../support/shop-process.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { eventually } from '../support/mail.js';

// `npm start` itself, stopped with a mail waiting for an SMTP server that is down, then started
// again once the server is up: the mail arrives, once.

const ADMIN = { email: 'owner@kapda.test', password: 'owner-password-1' };
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function adminMails(url: string) {
  const signin = await fetch(`${url}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { jwt } = (await signin.json()) as { jwt: string };
  const reply = await fetch(`${url}/api/admin/mails`, { headers: { authorization: `Bearer ${jwt}` } });
  return (await reply.json()) as { to: string; status: string; attempts: number; lastError: string | null }[];
}

describe('a shop process restarted while a mail waits for the SMTP server', () => {
  it('says in its banner where mails go, and delivers the waiting mail once after the restart', async () => {
    // Empty: the first start seeds this test's admin, whom the mail is for.
    const database = await shopDatabase('empty');
    cleanups.push(() => database.remove());
    const probe = await startSmtpInbox();
    await probe.stop();
    const env = {
      DATA_DIR: database.DATA_DIR,
      DATABASE_URL: database.DATABASE_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${probe.port}`,
      MAIL_FROM: 'Kapda <shop@kapda.test>',
    };

    let shop: ShopProcess = startShopProcess(env);
    cleanups.push(() => shop.stop());
    let url = await shop.ready();
    expect(await shop.waitFor(/Mail:/)).toContain(`SMTP smtp://127.0.0.1:${probe.port}, from Kapda <shop@kapda.test>`);
    const asked = await fetch(`${url}/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email }),
    });
    expect(asked.status).toBe(202);
    const [waiting] = await eventually(async () => {
      const mails = await adminMails(url);
      return mails[0]?.lastError ? mails : null;
    });
    expect(waiting).toMatchObject({ to: ADMIN.email, status: 'QUEUED' });
    await shop.stop();

    const inbox: SmtpInbox = await startSmtpInbox({ port: probe.port });
    cleanups.push(() => inbox.stop());
    shop = startShopProcess(env);
    url = await shop.ready();
    const [mail] = await inbox.waitFor(ADMIN.email);
    expect(mail!.subject).toBe('Reset your Kapda password');
    const [sent] = await eventually(async () => {
      const mails = await adminMails(url);
      return mails[0]?.status === 'SENT' ? mails : null;
    });
    expect(sent!.attempts).toBeGreaterThanOrEqual(2);
    expect(inbox.received).toHaveLength(1);
  }, 300_000);
});
