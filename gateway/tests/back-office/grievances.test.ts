// Grievance redressal (Consumer Protection (E-Commerce) Rules, 2020): anyone files a complaint on
// /policies/grievance over real HTTP (REST and GraphQL), gets a GRV- reference and an acknowledgement
// mail (sent over SMTP) naming the Grievance Officer from the shop details; the back office lists
// them with their age and resolves each once with a note the complainant is mailed; bad input is a
// 400 naming each field, a flood a 429, staff without the permission a 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { eventually, MAIL_FROM, QUICK_SENDER } from '../support/mail.js';
import { bearer, call, callFrom, signupCustomer, uniqueEmail } from '../support/accounts.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { newShopper } from '../support/buying.js';
import { staffWithRole } from '../support/staff.js';

let shop: TestShop;
let inbox: SmtpInbox;
let admin: Admin;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  shop = await startTestShop({
    services: {
      mail: { smtpUrl: inbox.url, from: MAIL_FROM, sender: QUICK_SENDER },
      grievances: { perAddressPerHour: 4, perEmailPerDay: 3 },
    },
  });
  admin = await seededAdmin(shop);
  // The officer the mails must name: saved in the back office, not the defaults.
  const saved = await admin.rest('PUT', '/api/admin/shop-details', {
    grievanceName: 'Meera Iyer',
    grievanceDesignation: 'Grievance Officer',
    grievanceEmail: 'meera.iyer@kapda.test',
    grievancePhone: '+91 80 4000 1234',
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await shop?.stop();
  await inbox?.stop();
});

// Each scenario files from its own loopback address, so the per-network limit is its own.
let nextAddress = 10;
const from = () => `127.0.0.${nextAddress++}`;
const file = (body: unknown, address = from(), headers: Record<string, string> = {}) =>
  callFrom(shop.url, address, 'POST', '/api/grievances', body, headers);

const complaint = (email: string) => ({
  name: 'Kavya Menon',
  email,
  orderNumber: 'ihir5ke0',
  subject: 'Wrong size delivered',
  message: 'I ordered a kurta in M and received L. The return page does not let me choose an exchange.',
});

describe('filing a grievance', () => {
  it('gives a visitor a GRV- reference and mails the acknowledgement naming the Grievance Officer, and the officer a copy', async () => {
    const email = uniqueEmail('complainant');
    const reply = await file(complaint(email.toUpperCase()));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      reference: expect.stringMatching(/^GRV-[A-Z2-9]{8}$/),
      officerName: 'Meera Iyer',
      officerDesignation: 'Grievance Officer',
    });
    const received = new Date(reply.body.receivedAt);
    const by = new Date(reply.body.resolveBy);
    expect(by.getTime() - received.getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(by.getTime() - received.getTime()).toBeLessThanOrEqual(31 * 86_400_000);

    const row = await shop.db.prisma.grievance.findUniqueOrThrow({ where: { reference: reply.body.reference } });
    expect(row).toMatchObject({ email, orderNumber: '#IHIR5KE0', status: 'OPEN', userId: null });

    const [ack] = await inbox.waitFor(email, 1);
    expect(ack!.subject).toBe(`We received your grievance ${reply.body.reference}`);
    expect(ack!.text).toContain(reply.body.reference);
    expect(ack!.text).toContain('Meera Iyer (Grievance Officer');
    expect(ack!.text).toContain('meera.iyer@kapda.test');
    expect(ack!.text).toContain('+91 80 4000 1234');
    expect(ack!.text).toContain('Order: #IHIR5KE0');
    expect(ack!.html).toContain('Meera Iyer');
    // Transactional: no unsubscribe header.
    expect(ack!.headers['list-unsubscribe']).toBeUndefined();
    const [copy] = await inbox.waitFor('meera.iyer@kapda.test', 1);
    expect(copy!.subject).toBe(`New grievance ${reply.body.reference}: Wrong size delivered`);
    expect(copy!.text).toContain(email);
  });

  it('files a signed-in shopper’s grievance through GraphQL, order number optional', async () => {
    const s = await signupCustomer(shop, 'grieving');
    const { body } = await shop.graphql(
      `mutation($input: GrievanceInput!) { fileGrievance(input: $input) { reference officerName resolveBy } }`,
      { input: { name: 'Asha Verma', email: s.email, subject: 'Rude delivery', message: 'The courier shouted.' } },
      bearer(s.token),
    );
    expect(body.errors).toBeUndefined();
    const reference = body.data.fileGrievance.reference as string;
    const row = await shop.db.prisma.grievance.findUniqueOrThrow({ where: { reference } });
    expect(row.orderNumber).toBeNull();
    expect(row.userId).not.toBeNull();
    const mails = await inbox.waitFor(s.email, 2); // after the welcome mail
    expect(
      mails.some((m) => m.subject === `We received your grievance ${reference}` && !m.text.includes('Order:')),
    ).toBe(true);
  });

  it('names every wrong field (400), never a 500, and records nothing', async () => {
    const before = await shop.db.prisma.grievance.count();
    const bad = await file({ name: ' ', email: 'not-an-address', orderNumber: '#12', subject: '', message: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'message', 'name', 'orderNumber', 'subject']);
    expect(bad.body.fields.orderNumber).toContain('#IHIR5KE0');
    const tooLong = await file({ ...complaint(uniqueEmail('long')), message: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.message).toMatch(/at most 5000/);
    expect((await call(shop, 'POST', '/api/grievances', '{"name":')).status).toBe(400);
    expect((await call(shop, 'POST', '/api/grievances', [1, 2])).status).toBe(400);
    const gql = await shop.graphql(
      `mutation { fileGrievance(input: { name: "A", email: "a@b.co", subject: "", message: "m" }) { reference } }`,
    );
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await shop.db.prisma.grievance.count()).toBe(before);
  });

  it('stops a flood: past the limit per address a day and per network an hour, 429 with Retry-After', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 3; i++) expect((await file(complaint(email))).status).toBe(201);
    const fourth = await file(complaint(email));
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await shop.db.prisma.grievance.count({ where: { email } })).toBe(3);

    const network = from();
    for (let i = 0; i < 4; i++) expect((await file(complaint(uniqueEmail(`net${i}`)), network)).status).toBe(201);
    expect((await file(complaint(uniqueEmail('net-over')), network)).status).toBe(429);
  });
});

const LIST = `query($status: GrievanceStatus) { adminGrievances(status: $status) { total open items { id reference status createdAt resolveBy resolution signedIn } } }`;

describe('the back office', () => {
  it('lists grievances, open ones oldest first, and resolves one once with a note mailed to the complainant', async () => {
    const email = uniqueEmail('resolved');
    const filed = await file(complaint(email));
    expect(filed.status).toBe(201);
    const list = await admin.rest('GET', '/api/admin/grievances?status=open');
    expect(list.status).toBe(200);
    expect(list.body.open).toBe(list.body.total);
    const created = list.body.items.map((g: { createdAt: string }) => g.createdAt);
    expect(created).toEqual([...created].sort());
    const item = list.body.items.find((g: { reference: string }) => g.reference === filed.body.reference);
    expect(item).toMatchObject({ status: 'OPEN', orderNumber: '#IHIR5KE0', signedIn: false, resolution: null });

    const empty = await admin.rest('PUT', `/api/admin/grievances/${item._id}/resolve`, { resolution: '  ' });
    expect(empty.status).toBe(400);
    const resolved = await admin.rest('PUT', `/api/admin/grievances/${item._id}/resolve`, {
      resolution: 'Exchange to size M booked; pickup tomorrow.',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      status: 'RESOLVED',
      resolution: 'Exchange to size M booked; pickup tomorrow.',
    });
    // The audit log names it once, with the note; the refused second try adds nothing.
    const audited = () =>
      shop.db.prisma.auditEntry.findMany({ where: { kind: 'grievance.resolve', objectId: item._id } });
    expect((await audited()).map((e) => e.summary)).toEqual([`Grievance ${filed.body.reference} resolved`]);
    const again = await admin.rest('PUT', `/api/admin/grievances/${item._id}/resolve`, { resolution: 'Another' });
    expect(again.status).toBe(409);
    expect(await audited()).toHaveLength(1);
    expect((await admin.rest('PUT', '/api/admin/grievances/nope/resolve', { resolution: 'x' })).status).toBe(404);
    expect((await admin.rest('GET', '/api/admin/grievances?status=closed')).status).toBe(400);

    const mails = await inbox.waitFor(email, 2);
    const done = mails.find((m) => m.subject === `Your grievance ${filed.body.reference} is resolved`)!;
    expect(done.text).toContain('Exchange to size M booked; pickup tomorrow.');
    expect(done.text).toContain('meera.iyer@kapda.test');

    const { body } = await admin.gql(LIST, { status: 'RESOLVED' });
    expect(body.errors).toBeUndefined();
    expect(body.data.adminGrievances.items[0]).toMatchObject({
      reference: filed.body.reference,
      status: 'RESOLVED',
      resolution: 'Exchange to size M booked; pickup tomorrow.',
    });
  });

  it('reminds the Grievance Officer once a week before the month is up and once when it is past; never for a resolved one', async () => {
    const DAY = 86_400_000;
    const remind = (now: Date) => shop.gateway.services.grievances.remindOnce(now);
    const [open, settled] = [uniqueEmail('reminded'), uniqueEmail('settled')];
    const first = await file(complaint(open));
    const second = await file(complaint(settled));
    const byRef = (reference: string) => shop.db.prisma.grievance.findUniqueOrThrow({ where: { reference } });
    const g = await byRef(first.body.reference);
    const s = await byRef(second.body.reference);
    const officerMails = () =>
      shop.db.prisma.mail.findMany({
        where: { kind: 'grievance-reminder', to: 'meera.iyer@kapda.test', dedupeKey: { endsWith: g.id } },
        orderBy: { createdAt: 'asc' },
      });

    // Resolved at once: never reminded.
    await admin.rest('PUT', `/api/admin/grievances/${s.id}/resolve`, { resolution: 'Exchanged.' });
    // Received today: nothing to say.
    await remind(new Date(g.createdAt.getTime() + DAY));
    expect(await officerMails()).toHaveLength(0);
    // 25 days on: due within the week, once however many rounds look.
    const dueSoon = new Date(g.createdAt.getTime() + 25 * DAY);
    await Promise.all([remind(dueSoon), remind(dueSoon)]);
    await remind(dueSoon);
    expect((await officerMails()).map((m) => m.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Due by .*: grievance ${g.reference} \\(Wrong size delivered\\)$`)),
    ]);
    // 32 days on: overdue, once.
    const late = new Date(g.createdAt.getTime() + 32 * DAY);
    await remind(late);
    await remind(late);
    const mails = await officerMails();
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Due by /),
      `Overdue: grievance ${g.reference} (Wrong size delivered)`,
    ]);
    expect(mails[1]!.text).toContain('past its redress date');
    expect(mails[1]!.text).toContain('/admin/grievances');
    expect(
      await shop.db.prisma.mail.count({ where: { kind: 'grievance-reminder', dedupeKey: { endsWith: s.id } } }),
    ).toBe(0);
    // Sent through the real SMTP server like every other mail.
    await eventually(async () =>
      inbox.received.some((m) => m.subject === `Overdue: grievance ${g.reference} (Wrong size delivered)`),
    );
  });

  it('is closed to visitors (401), customers (403) and staff without the grievances permission (403); support may', async () => {
    expect((await call(shop, 'GET', '/api/admin/grievances')).status).toBe(401);
    const s = await newShopper(shop, 'nosy');
    expect((await s.rest('GET', '/api/admin/grievances')).status).toBe(403);
    expect((await s.gql(LIST)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const catalog = await staffWithRole(shop, 'catalog');
    const refused = await catalog.rest('GET', '/api/admin/grievances');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('grievances');
    const support = await staffWithRole(shop, 'support');
    expect((await support.rest('GET', '/api/admin/grievances')).status).toBe(200);
    expect((await support.gql(LIST)).body.errors).toBeUndefined();
  });
});
