// Staff accounts end to end over real HTTP: invitations through the mail outbox, roles and the
// last owner, TOTP second factor (codes computed here with otplib), and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/harness.js';
import { bearer, call, signin, uniqueEmail } from '../support/accounts.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { staffWithRole } from '../support/staff.js';

let shop: TestShop;
let owner: Admin;
beforeAll(async () => {
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
  owner = await seededAdmin(shop);
});
afterAll(() => shop?.stop());

const INVITE = `mutation ($email: String!, $roleId: ID!) { adminInviteStaff(email: $email, roleId: $roleId) { id email roleName expiresAt } }`;
const ACCEPT = `mutation ($token: String!, $password: String!) {
  acceptStaffInvitation(token: $token, password: $password, firstName: "Ravi", lastName: "Packer") }`;
const SIGNIN = `mutation ($email: String!, $password: String!, $code: String, $recoveryCode: String) {
  signin(email: $email, password: $password, code: $code, recoveryCode: $recoveryCode) { token recoveryCodes } }`;
const ENROL = `mutation ($email: String!, $password: String!) { startTwoFactorEnrolment(email: $email, password: $password) { secret otpauthUri } }`;

/** The token in the invitation mail the outbox holds for `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = await shop.db.prisma.mail.findFirstOrThrow({
    where: { to: email, kind: 'staff-invitation' },
    orderBy: { createdAt: 'desc' },
  });
  const match = /token=([A-Za-z0-9_-]+)/.exec(mail.text);
  return match![1]!;
}

async function invite(roleId: string) {
  const email = uniqueEmail(`invited-${roleId}`);
  const { body } = await owner.gql(INVITE, { email, roleId });
  expect(body.errors).toBeUndefined();
  return { email, token: await invitationToken(email), invitation: body.data.adminInviteStaff };
}

/** A TOTP code for `secret` at a moment (seconds), as an authenticator app shows it. */
const codeAt = (secret: string, epoch = Math.floor(Date.now() / 1000)) => generate({ secret, epoch });

describe('invitations', () => {
  it('mails a one-time link good for 72 hours; the invitee sets a password and is Fulfilment', async () => {
    const { email, token, invitation } = await invite('fulfilment');
    expect(invitation.roleName).toBe('Fulfilment');
    const hours = (Date.parse(invitation.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const details = await shop.graphql(`query ($t: String!) { staffInvitation(token: $t) { email roleName } }`, {
      t: token,
    });
    expect(details.body.data.staffInvitation).toEqual({ email, roleName: 'Fulfilment' });
    const accepted = await shop.graphql(ACCEPT, { token, password: 'packer-password-1' });
    expect(accepted.body.errors).toBeUndefined();
    const again = await shop.graphql(ACCEPT, { token, password: 'packer-password-2' });
    expect(again.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // Fulfilment needs no second factor by default: the REST facade signs it in.
    const session = await signin(shop, email, 'packer-password-1');
    expect(session.status).toBe(200);
    const mine = await shop.graphql('{ myPermissions }', {}, bearer(session.body.jwt));
    expect(mine.body.data.myPermissions).toEqual(expect.arrayContaining(['ordersShip']));
    expect(mine.body.data.myPermissions).not.toContain('refunds');
    const refund = await call(shop, 'POST', '/api/admin/orders/some-order/refund', {}, bearer(session.body.jwt));
    expect(refund.status).toBe(403);
    expect(refund.body.message).toContain('"refunds"');
    const settings = await shop.graphql(
      `mutation { adminRefundOrder(id: "some-order") { id } }`,
      {},
      bearer(session.body.jwt),
    );
    expect(settings.body.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(settings.body.errors[0].message).toContain('"refunds"');
  });

  it('a link past its 72 hours is 410 GONE; an unknown one 400', async () => {
    const { token } = await invite('support');
    await shop.db.prisma.staffInvitation.updateMany({
      where: { acceptedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const late = await shop.graphql(ACCEPT, { token, password: 'support-password-1' });
    expect(late.body.errors[0].extensions.code).toBe('GONE');
    const unknown = await shop.graphql(ACCEPT, { token: 'not-a-token', password: 'support-password-1' });
    expect(unknown.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('lists invitations not accepted yet; a withdrawn link stops working, an accepted one cannot be withdrawn', async () => {
    const LIST = `{ staffInvitations { id email roleName invitedAt expiresAt expired } }`;
    const REVOKE = `mutation ($id: ID!) { adminRevokeStaffInvitation(id: $id) }`;
    const pending = await invite('catalog');
    const listed = (await owner.gql(LIST)).body.data.staffInvitations;
    expect(listed.find((i: { id: string }) => i.id === pending.invitation.id)).toMatchObject({
      email: pending.email,
      roleName: 'Catalog',
      expired: false,
    });

    expect((await owner.gql(REVOKE, { id: pending.invitation.id })).body.data.adminRevokeStaffInvitation).toBe(true);
    const used = await shop.graphql(ACCEPT, { token: pending.token, password: 'catalog-password-1' });
    expect(used.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const after = (await owner.gql(LIST)).body.data.staffInvitations;
    expect(after.some((i: { id: string }) => i.id === pending.invitation.id)).toBe(false);
    const again = await owner.gql(REVOKE, { id: pending.invitation.id });
    expect(again.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const audit = await shop.db.prisma.auditEntry.findFirst({
      where: { kind: 'staff.invite.revoke', objectId: pending.invitation.id },
    });
    expect(audit?.summary).toContain(pending.email);

    const accepted = await invite('catalog');
    expect(
      (await shop.graphql(ACCEPT, { token: accepted.token, password: 'catalog-password-1' })).body.errors,
    ).toBeUndefined();
    expect(
      (await owner.gql(LIST)).body.data.staffInvitations.some((i: { id: string }) => i.id === accepted.invitation.id),
    ).toBe(false);
    const late = await owner.gql(REVOKE, { id: accepted.invitation.id });
    expect(late.body.errors[0].extensions.code).toBe('CONFLICT');

    const support = await staffWithRole(shop, 'support', 'no-invitations');
    expect((await support.gql(LIST)).body.errors[0].message).toContain('"staff"');
    expect((await support.gql(REVOKE, { id: 'x' })).body.errors[0].message).toContain('"staff"');
  });

  it('a customer cannot invite, and a Support member cannot either (staff permission)', async () => {
    const support = await staffWithRole(shop, 'support', 'no-invite');
    const { body } = await support.gql(INVITE, { email: uniqueEmail('x'), roleId: 'owner' });
    expect(body.errors[0].message).toContain('"staff"');
  });
});

describe('roles and the last owner', () => {
  it('the last active owner cannot be demoted or deactivated (409); with a second owner it can', async () => {
    const demote = await owner.gql(
      `mutation ($u: ID!) { adminChangeStaffRole(userId: $u, roleId: "manager") { roleId } }`,
      { u: owner.id },
    );
    expect(demote.body.errors[0].extensions.code).toBe('CONFLICT');
    const deactivate = await owner.gql(`mutation ($u: ID!) { adminDeactivateStaff(userId: $u) { id } }`, {
      u: owner.id,
    });
    expect(deactivate.body.errors[0].extensions.code).toBe('CONFLICT');
    const second = await staffWithRole(shop, 'owner', 'second-owner');
    const moved = await second.gql(
      `mutation ($u: ID!) { adminChangeStaffRole(userId: $u, roleId: "manager") { roleId } }`,
      { u: owner.id },
    );
    expect(moved.body.data.adminChangeStaffRole.roleId).toBe('manager');
    const back = await second.gql(
      `mutation ($u: ID!) { adminChangeStaffRole(userId: $u, roleId: "owner") { roleId } }`,
      { u: owner.id },
    );
    expect(back.body.data.adminChangeStaffRole.roleId).toBe('owner');
  });

  it('deactivating a member ends its sessions at once', async () => {
    const member = await staffWithRole(shop, 'catalog', 'leaving');
    expect((await member.gql('{ adminProducts { totalElements } }')).body.errors).toBeUndefined();
    const { body } = await owner.gql(`mutation ($u: ID!) { adminDeactivateStaff(userId: $u) { deactivatedAt } }`, {
      u: member.id,
    });
    expect(body.data.adminDeactivateStaff.deactivatedAt).not.toBeNull();
    expect((await member.gql('{ adminProducts { totalElements } }')).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('a custom role from the permission list; a bad permission is refused', async () => {
    const made = await owner.gql(
      `mutation { adminSaveStaffRole(name: "Photos", permissions: [catalogRead, catalogManage]) { id requiresTwoFactor permissions } }`,
    );
    expect(made.body.data.adminSaveStaffRole).toMatchObject({
      requiresTwoFactor: false,
      permissions: ['catalogRead', 'catalogManage'],
    });
    const money = await owner.gql(
      `mutation { adminSaveStaffRole(name: "Cashier", permissions: [refunds]) { requiresTwoFactor } }`,
    );
    expect(money.body.data.adminSaveStaffRole.requiresTwoFactor).toBe(true);
    const builtIn = await owner.gql(`mutation { adminSaveStaffRole(id: "support", permissions: [refunds]) { id } }`);
    expect(builtIn.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('two-factor sign-in', () => {
  it('a role that requires it: enrol, sign in with a code, replays refused, recovery codes once, REST names the GraphQL flow', async () => {
    const { email, token } = await invite('manager');
    await shop.graphql(ACCEPT, { token, password: 'manager-password-1' });
    const password = 'manager-password-1';

    const rest = await signin(shop, email, password);
    expect(rest.status).toBe(401);
    expect(rest.body.message).toContain('startTwoFactorEnrolment');
    const plain = await shop.graphql(SIGNIN, { email, password });
    expect(plain.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const enrol = await shop.graphql(ENROL, { email, password });
    const { secret, otpauthUri } = enrol.body.data.startTwoFactorEnrolment;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Kapda:/);
    expect(otpauthUri).toContain(`secret=${secret}`);

    const wrong = await shop.graphql(SIGNIN, { email, password, code: '000000' });
    expect(wrong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const failedRows = await shop.db.prisma.auditEntry.count({
      where: { kind: 'signin.second-factor-failed', actorEmail: email },
    });
    expect(failedRows).toBe(1);

    // The previous step's code: accepted within the window, and it completes enrolment.
    const first = await shop.graphql(SIGNIN, {
      email,
      password,
      code: await codeAt(secret, Math.floor(Date.now() / 1000) - 30),
    });
    expect(first.body.errors).toBeUndefined();
    const codes: string[] = first.body.data.signin.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await shop.db.prisma.staffMember.findFirstOrThrow({ where: { user: { email } } });
    expect(stored.recoveryCodes).not.toContain(codes[0]);

    // Now REST answers with the sign-in flow, not enrolment.
    const restAfter = await signin(shop, email, password);
    expect(restAfter.status).toBe(401);
    expect(restAfter.body.message).toContain('signin(email, password, code)');

    const now = await codeAt(secret);
    const second = await shop.graphql(SIGNIN, { email, password, code: now });
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data.signin.recoveryCodes).toBeNull();
    const replay = await shop.graphql(SIGNIN, { email, password, code: now });
    expect(replay.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // An older step than the one used is refused too.
    const older = await shop.graphql(SIGNIN, {
      email,
      password,
      code: await codeAt(secret, Math.floor(Date.now() / 1000) - 30),
    });
    expect(older.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const recovery = await shop.graphql(SIGNIN, { email, password, recoveryCode: codes[3] });
    expect(recovery.body.errors).toBeUndefined();
    const recoveryAgain = await shop.graphql(SIGNIN, { email, password, recoveryCode: codes[3] });
    expect(recoveryAgain.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    // A lost phone: another owner resets it; the account enrols again.
    const user = await shop.db.prisma.user.findUniqueOrThrow({ where: { email } });
    const reset = await owner.gql(`mutation ($u: ID!) { adminResetTwoFactor(userId: $u) }`, { u: user.id });
    expect(reset.body.data.adminResetTwoFactor).toBe(true);
    const afterReset = await shop.graphql(SIGNIN, { email, password, code: await codeAt(secret) });
    expect(afterReset.body.errors[0].message).toContain('startTwoFactorEnrolment');
    const self = await owner.gql(`mutation ($u: ID!) { adminResetTwoFactor(userId: $u) }`, { u: owner.id });
    expect(self.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('the seeded owner signs in with a password alone until the owner role requires a second factor', async () => {
    expect((await signin(shop, TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
    await owner.gql(`mutation { adminSaveStaffRole(id: "owner", requiresTwoFactor: true) { id } }`);
    const refused = await signin(shop, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toContain('GraphQL');
    await shop.db.prisma.staffRole.update({ where: { id: 'owner' }, data: { requiresTwoFactor: false } });
  });
});

describe('the audit log', () => {
  it('records a product edit with prices in ₹ before → after, who, address and request id; CSV export', async () => {
    const product = await shop.db.prisma.product.findFirstOrThrow({ where: { deletedAt: null } });
    const reply = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'audit-test-request-1', ...owner.headers },
      body: JSON.stringify({
        query: `mutation ($id: ID!) { adminUpdateProduct(id: $id, input: { price: ${product.price + 10000} }) { price } }`,
        variables: { id: product.id },
      }),
    });
    expect((await reply.json()).errors).toBeUndefined();
    const { body } = await owner.gql(
      `query ($o: String) { auditLog(object: $o, kind: "product") { total entries { actorEmail address requestId kind before after } } }`,
      { o: product.id },
    );
    const entry = body.data.auditLog.entries[0];
    expect(entry).toMatchObject({
      actorEmail: TEST_ADMIN.email,
      requestId: 'audit-test-request-1',
      kind: 'product.update',
    });
    expect(entry.address).toBeTruthy();
    expect(JSON.parse(entry.before).price).toMatch(/^₹/);
    expect(JSON.parse(entry.after).price).toMatch(/^₹/);
    expect(JSON.parse(entry.after)).not.toHaveProperty('title');

    const csv = await fetch(`${shop.url}/api/admin/audit.csv?kind=product`, { headers: owner.headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('at,person,address,request,kind,object type,object,summary,before,after');
    expect(text).toContain('audit-test-request-1');
    const support = await staffWithRole(shop, 'support', 'no-audit');
    expect((await support.rest('GET', '/api/admin/audit.csv')).status).toBe(403);
  });

  it('a change that fails leaves no row', async () => {
    const before = await shop.db.prisma.auditEntry.count();
    const product = await shop.db.prisma.product.findFirstOrThrow({ where: { deletedAt: null } });
    const { body } = await owner.gql(
      `mutation ($id: ID!) { adminUpdateProduct(id: $id, input: { price: 1 }) { price } }`,
      {
        id: product.id,
      },
    );
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const missing = await owner.gql(`mutation { adminDeleteProduct(id: "no-such-product") }`);
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await shop.db.prisma.auditEntry.count()).toBe(before);
  });

  it('is append-only: the database refuses UPDATE and DELETE', async () => {
    const row = await shop.db.prisma.auditEntry.findFirstOrThrow();
    await expect(
      shop.db.prisma.auditEntry.update({ where: { id: row.id }, data: { summary: 'forged' } }),
    ).rejects.toThrow(/append-only/);
    await expect(shop.db.prisma.auditEntry.deleteMany({})).rejects.toThrow(/append-only/);
    expect((await shop.db.prisma.auditEntry.findUniqueOrThrow({ where: { id: row.id } })).summary).toBe(row.summary);
  });

  it('records staff changes and sign-ins', async () => {
    const kinds = (await shop.db.prisma.auditEntry.findMany({ select: { kind: true } })).map((r) => r.kind);
    for (const kind of [
      'staff.invite',
      'staff.join',
      'staff.role',
      'staff.deactivate',
      'role.create',
      'signin',
      'staff.second-factor-reset',
    ]) {
      expect(kinds).toContain(kind);
    }
  });
});
