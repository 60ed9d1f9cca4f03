import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '../support/harness.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { call, uniqueEmail } from '../support/accounts.js';
import { seededAdmin } from '../support/admin.js';
import { allSettled, eventually, MAIL_FROM, mailsTo, QUICK_SENDER, shopMailingTo } from '../support/mail.js';
import { MailSender } from '../../src/services/mail/sender.js';
import { smtpTransport } from '../../src/services/mail/smtp.js';
import { welcomeMail } from '../../src/services/mail/templates/account-mails.js';
import { startGateway, type Gateway } from '../../src/http/server.js';

// The SMTP server here comes and goes on one port; the shop must deliver every mail once anyway.
let port: number;
let inbox: SmtpInbox | null = null;
let shop: TestShop;
beforeAll(async () => {
  const probe = await startSmtpInbox();
  port = probe.port;
  await probe.stop();
  shop = await shopMailingTo(`smtp://127.0.0.1:${port}`);
});
afterAll(async () => {
  await shop?.stop();
  await inbox?.stop();
});

/** An account made straight in the database (no password hashing needed for these tests). */
async function account(label: string): Promise<string> {
  const email = uniqueEmail(label).toLowerCase();
  await shop.db.prisma.user.create({ data: { email, firstName: 'Mira', lastName: 'Das', passwordHash: 'x' } });
  return email;
}

async function askForReset(email: string) {
  const reply = await call(shop, 'POST', '/auth/forgot-password', { email });
  expect(reply.status).toBe(202);
}

const received = (email: string) => inbox!.received.filter((m) => m.rcptTo.includes(email));

describe('when the SMTP server is down or refuses', () => {
  it('keeps retrying while the server is down, and delivers once when it is back', async () => {
    const emails = [await account('down-a'), await account('down-b')];
    for (const email of emails) await askForReset(email);
    const waiting = await eventually(async () => {
      const rows = await Promise.all(emails.map((e) => mailsTo(shop, e)));
      return rows.flat().every((m) => m.status === 'QUEUED' && m.attempts >= 2) && rows.flat();
    });
    expect(waiting).toHaveLength(2);
    expect(waiting[0]!.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);

    inbox = await startSmtpInbox({ port });
    for (const email of emails) {
      const [mail] = await inbox.waitFor(email);
      expect(mail!.subject).toBe('Reset your Kapda password');
      const rows = await allSettled(shop, email);
      expect(rows.map((r) => r.status)).toEqual(['SENT']);
      expect(received(email)).toHaveLength(1);
    }
  });

  it('treats a 421 answer as temporary: tried again later, delivered once when accepted', async () => {
    inbox!.refuse({ code: 421 });
    const email = await account('busy');
    await askForReset(email);
    const [row] = await eventually(async () => {
      const rows = await mailsTo(shop, email);
      return rows[0] && rows[0].attempts >= 2 && rows;
    });
    expect(row!.status).toBe('QUEUED');
    expect(row!.lastError).toMatch(/^421/);
    inbox!.refuse(null);
    await inbox!.waitFor(email);
    expect((await allSettled(shop, email)).map((r) => r.status)).toEqual(['SENT']);
    expect(received(email)).toHaveLength(1);
  });

  it('treats a 550 answer as permanent: FAILED with the reason, shown to the admin, not tried again', async () => {
    const email = await account('nobody');
    inbox!.refuse({ code: 550, to: email });
    await askForReset(email);
    const [row] = await allSettled(shop, email);
    inbox!.refuse(null);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(row!.lastError).toMatch(/^550 /);
    // The reset link (the token) does not stay in the stored copy of a mail that has left the queue.
    expect(row!.html).not.toMatch(/token=[\w-]{20,}/);
    expect(received(email)).toHaveLength(0);

    const admin = await seededAdmin(shop);
    const { body } = await admin.gql(
      `query($s: String) { adminMails(search: $s, status: [FAILED]) { totalElements content { to status lastError attempts } } }`,
      { s: email },
    );
    expect(body.data.adminMails).toEqual({
      totalElements: 1,
      content: [{ to: email, status: 'FAILED', lastError: row!.lastError, attempts: 1 }],
    });
  });

  it('sends each mail once when two sender processes work the same outbox', async () => {
    const second = new MailSender(shop.db.prisma, smtpTransport(inbox!.url, MAIL_FROM), QUICK_SENDER);
    const emails = Array.from({ length: 12 }, (_, i) => uniqueEmail(`pair-${i}`).toLowerCase());
    await shop.db.prisma.$transaction(async (tx) => {
      for (const [i, to] of emails.entries()) {
        await shop.gateway.services.mail.outbox.queue(tx, {
          kind: 'welcome',
          dedupeKey: `test-pair:${to}`,
          to,
          mail: welcomeMail({ firstName: `Shopper ${i}` }, shop.url),
        });
      }
    });
    second.start();
    try {
      for (const email of emails) await inbox!.waitFor(email);
      for (const email of emails) await allSettled(shop, email);
    } finally {
      await second.stop();
    }
    for (const email of emails) expect(received(email)).toHaveLength(1);
  });
});

describe('a gateway restarted while mails wait', () => {
  it('sends them after it starts again, each once', async () => {
    await inbox!.stop();
    const email = await account('restart');
    await askForReset(email);
    await eventually(async () => (await mailsTo(shop, email))[0]?.lastError);
    await shop.gateway.stop();

    inbox = await startSmtpInbox({ port });
    let again: Gateway | null = null;
    try {
      again = await startGateway(shop.db, {
        port: 0,
        host: '127.0.0.1',
        services: { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: MAIL_FROM, sender: QUICK_SENDER } },
      });
      await inbox.waitFor(email);
      expect((await allSettled(shop, email)).map((r) => r.status)).toEqual(['SENT']);
      expect(received(email)).toHaveLength(1);
    } finally {
      await again?.stop();
      // The harness stops the gateway it started; that one has stopped already.
      shop.gateway.stop = async () => undefined;
    }
  });
});
