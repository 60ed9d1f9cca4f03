import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { bearer, call, signupCustomer } from '../support/accounts.js';
import { seededAdmin, type Admin } from '../support/admin.js';

// Without SMTP_URL nothing leaves the machine: every mail is kept for the admin's mailbox.
let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await seededAdmin(shop);
});
afterAll(async () => {
  await shop?.stop();
});

const MAILS = `query($status: [MailStatus!], $search: String, $size: Int) {
  adminMails(status: $status, search: $search, pageSize: $size) {
    totalElements pageNumber content { id kind to subject status attempts sentAt html text }
  }
}`;

describe('the admin mailbox without an SMTP server', () => {
  it('keeps every mail, readable by the admin with its HTML and text, and sends none', async () => {
    const { email } = await signupCustomer(shop, 'kept');
    const reset = await call(shop, 'POST', '/auth/forgot-password', { email });
    expect(reset.status).toBe(202);

    const { body } = await admin.gql(MAILS, { search: email });
    expect(body.data.adminMails.totalElements).toBe(2);
    const [resetMail, welcome] = body.data.adminMails.content;
    expect(welcome).toMatchObject({
      kind: 'welcome',
      to: email.toLowerCase(),
      status: 'KEPT',
      attempts: 0,
      sentAt: null,
    });
    expect(welcome.html).toMatch(/^<!doctype html>/);
    expect(welcome.text).toContain('Welcome, Asha');
    // In this mode the mailbox is the only way a reset link reaches anyone, so it is shown.
    expect(resetMail).toMatchObject({ kind: 'password-reset', subject: 'Reset your Kapda password', status: 'KEPT' });
    expect(resetMail.text).toMatch(/reset-password\?token=[\w-]{43}/);
  });

  it('filters by status and answers the same over REST, newest first with X-Total-Count', async () => {
    const kept = await admin.gql(MAILS, { status: ['KEPT'], size: 100 });
    const failed = await admin.gql(MAILS, { status: ['FAILED'] });
    expect(failed.body.data.adminMails.totalElements).toBe(0);

    const list = await fetch(`${shop.url}/api/admin/mails?status=kept&pageSize=100`, { headers: admin.headers });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe(String(kept.body.data.adminMails.totalElements));
    const rows = (await list.json()) as any[];
    expect(rows.map((r) => r._id)).toEqual(kept.body.data.adminMails.content.map((m: any) => m.id));
    expect(rows[0]).toMatchObject({ status: 'KEPT', html: expect.any(String), createdAt: expect.any(String) });
    expect(rows[0]).not.toHaveProperty('secret');

    const one = await admin.rest('GET', `/api/admin/mails/${rows[0]._id}`);
    expect(one.body).toEqual(rows[0]);
    expect((await admin.rest('GET', '/api/admin/mails/no-such-mail')).status).toBe(404);
    expect((await admin.rest('GET', '/api/admin/mails?status=LOST')).body).toMatchObject({ field: 'status' });
  });

  it('is for admins only', async () => {
    const customer = await signupCustomer(shop, 'not-admin');
    expect((await call(shop, 'GET', '/api/admin/mails', undefined, bearer(customer.token))).status).toBe(403);
    const visitor = await shop.graphql('{ adminMail(id: "x") { id } }');
    expect(visitor.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
