// Nobody but an owner changes an owner, and nobody grants what they do not hold: a custom role
// with the `staff` permission, and a Manager through the customer screens. Also the audit rows of
// review moderation and settings changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { staffWithRole, type StaffCaller } from '../support/staff.js';
import { uniqueEmail } from '../support/accounts.js';
import { deliveredBuyer, unratedProduct, writeReview } from '../support/reviewing.js';

let shop: TestShop;
let owner: Admin;
let lead: StaffCaller;
beforeAll(async () => {
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
  owner = await seededAdmin(shop);
  // A team lead: Fulfilment's permissions plus `staff`, so it may manage packers and nothing above.
  const made = await owner.gql(
    `mutation { adminSaveStaffRole(name: "Team lead", permissions: [catalogRead, ordersRead, ordersStatus, ordersShip, returns, staff]) { id } }`,
  );
  lead = await staffWithRole(shop, made.body.data.adminSaveStaffRole.id, 'team-lead');
});
afterAll(() => shop?.stop());

const CHANGE_ROLE = `mutation ($u: ID!, $r: ID!) { adminChangeStaffRole(userId: $u, roleId: $r) { roleId } }`;
const DEACTIVATE = `mutation ($u: ID!) { adminDeactivateStaff(userId: $u) { deactivatedAt } }`;
const REACTIVATE = `mutation ($u: ID!) { adminReactivateStaff(userId: $u) { deactivatedAt } }`;
const RESET = `mutation ($u: ID!) { adminResetTwoFactor(userId: $u) }`;
const INVITE = `mutation ($e: String!, $r: ID!) { adminInviteStaff(email: $e, roleId: $r) { id } }`;

const refusal = (body: any) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message });

describe('a non-owner with the staff permission', () => {
  it('cannot deactivate, demote or reset the owner (403), and the owner stays an active owner', async () => {
    for (const [query, vars] of [
      [DEACTIVATE, { u: owner.id }],
      [CHANGE_ROLE, { u: owner.id, r: 'fulfilment' }],
      [RESET, { u: owner.id }],
    ] as const) {
      const { body } = await lead.gql(query, vars);
      expect(refusal(body)).toEqual({ code: 'FORBIDDEN', message: "Only an owner can change an owner's account" });
    }
    const row = await shop.db.prisma.user.findUniqueOrThrow({ where: { id: owner.id }, include: { staff: true } });
    expect(row.deactivatedAt).toBeNull();
    expect(row.staff?.roleId ?? 'owner').toBe('owner');
  });

  it('cannot make anyone an owner or a manager, nor invite one: it would grant what it lacks', async () => {
    const packer = await staffWithRole(shop, 'fulfilment', 'lead-packer');
    const toOwner = await lead.gql(CHANGE_ROLE, { u: packer.id, r: 'owner' });
    expect(refusal(toOwner.body)).toEqual({ code: 'FORBIDDEN', message: 'Only an owner can make someone an owner' });
    const self = await lead.gql(CHANGE_ROLE, { u: lead.id, r: 'manager' });
    expect(self.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(self.body.errors[0].message).toContain('"refunds"');
    const invite = await lead.gql(INVITE, { e: uniqueEmail('lead-invite'), r: 'manager' });
    expect(invite.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await shop.db.prisma.staffInvitation.count({ where: { roleId: 'manager', invitedById: lead.id } })).toBe(0);
    // Within its own permissions it may act: invite a packer, move one, deactivate and bring one back.
    expect((await lead.gql(INVITE, { e: uniqueEmail('lead-invite'), r: 'fulfilment' })).body.errors).toBeUndefined();
    const off = await lead.gql(DEACTIVATE, { u: packer.id });
    expect(off.body.data.adminDeactivateStaff.deactivatedAt).not.toBeNull();
    const on = await lead.gql(REACTIVATE, { u: packer.id });
    expect(on.body.data.adminReactivateStaff.deactivatedAt).toBeNull();
  });

  it('cannot change an account holding permissions it lacks (a Manager)', async () => {
    const manager = await staffWithRole(shop, 'manager', 'above-lead');
    const { body } = await lead.gql(DEACTIVATE, { u: manager.id });
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(body.errors[0].message).toContain('"refunds"');
  });

  it('cannot make or widen a role beyond its own permissions, nor touch the owner role', async () => {
    const wide = await lead.gql(`mutation { adminSaveStaffRole(name: "Cashier 2", permissions: [refunds]) { id } }`);
    expect(wide.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const owner2fa = await lead.gql(`mutation { adminSaveStaffRole(id: "owner", requiresTwoFactor: false) { id } }`);
    expect(owner2fa.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const narrow = await lead.gql(
      `mutation { adminSaveStaffRole(name: "Packer only", permissions: [ordersRead, ordersShip]) { id } }`,
    );
    expect(narrow.body.errors).toBeUndefined();
  });
});

describe('a Manager through the customer screens', () => {
  it('cannot deactivate or reactivate a back-office account (GraphQL and REST, 403)', async () => {
    const manager = await staffWithRole(shop, 'manager', 'customers-route');
    const gql = await manager.gql(`mutation ($id: ID!) { adminDeactivateUser(id: $id) { id } }`, { id: owner.id });
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(gql.body.errors[0].message).toContain('Staff page');
    const rest = await manager.rest('PUT', `/api/admin/customers/${owner.id}/deactivate`);
    expect(rest.status).toBe(403);
    const again = await manager.gql(`mutation ($id: ID!) { adminReactivateUser(id: $id) { id } }`, { id: owner.id });
    expect(again.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const row = await shop.db.prisma.user.findUniqueOrThrow({ where: { id: owner.id } });
    expect(row.deactivatedAt).toBeNull();
  });
});

describe('the audit log records', () => {
  const kinds = async (kind: string) =>
    (
      await owner.gql(
        `query ($k: String) { auditLog(kind: $k) { entries { kind actorEmail objectId before after } } }`,
        {
          k: kind,
        },
      )
    ).body.data.auditLog.entries;

  it('review moderation: hidden with its reason, shown again, by whom', async () => {
    const product = await unratedProduct(shop, 20);
    const buyer = await deliveredBuyer(shop, product.id);
    const review = await writeReview(buyer, product.id, 1, 'Rude words');
    await owner.gql(`mutation ($id: ID!) { adminHideReview(id: $id, reason: "Abusive") { id } }`, { id: review.id });
    await owner.gql(`mutation ($id: ID!) { adminShowReview(id: $id) { id } }`, { id: review.id });
    const rows = await kinds('review');
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'review.show', objectId: review.id, actorEmail: 'admin@test.local' }),
      expect.objectContaining({ kind: 'review.hide', objectId: review.id }),
    ]);
    expect(JSON.parse(rows[1].after)).toEqual({ hidden: true, reason: 'Abusive' });
  });

  it('settings: delivery charges in ₹ before → after and PIN codes; a refused change leaves no row', async () => {
    await owner.gql(`mutation { adminUpdateDeliverySettings(input: { deliveryCharge: 7900 }) { deliveryCharge } }`);
    await owner.gql(`mutation { adminSaveDeliveryPin(code: "560001", codAllowed: true, days: 3) { code } }`);
    await owner.gql(`mutation { adminDeleteDeliveryPin(code: "560001") }`);
    const [delivery] = await kinds('settings.delivery');
    expect(delivery.kind).toBe('settings.delivery');
    expect(JSON.parse(delivery.after)).toEqual({ deliveryCharge: '₹79.00' });
    const pins = (await kinds('settings.pin-code')).filter((r: any) => r.objectId === '560001');
    expect(pins).toHaveLength(2);
    const before = await shop.db.prisma.auditEntry.count();
    const bad = await owner.gql(
      `mutation { adminUpdateDeliverySettings(input: { defaultDeliveryDays: 99 }) { deliveryCharge } }`,
    );
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await shop.db.prisma.auditEntry.count()).toBe(before);
  });
});
