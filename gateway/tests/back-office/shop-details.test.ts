// The shop's details (Consumer Protection (E-Commerce) Rules, 2020): set once by the owner, checked
// field by field, read by anyone, printed on new invoices (issued ones keep theirs), in the mails'
// footer and on the server-rendered pages (kept in the page cache for a minute, dropped on save).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { newShopper } from '../support/buying.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { paidOrder, productIn } from '../support/paid-orders.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop({ cacheSeconds: 60 });
  admin = await seededAdmin(shop);
});
afterAll(() => shop?.stop());

const FIELDS = `{ legalName gstin address careEmail carePhone grievanceName grievanceDesignation grievanceEmail grievancePhone updatedAt }`;
// A well-formed GSTIN of Maharashtra (27), its check character right.
const NEW_GSTIN = '27AAPFU0939F1ZV';

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-details-'));
  const file = path.join(dir, 'invoice.pdf');
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true });
  return text;
}

async function invoiceText(s: { headers: Record<string, string> }, orderId: string) {
  const pdf = await fetch(`${shop.url}/api/orders/${orderId}/invoice`, { headers: s.headers });
  expect(pdf.status).toBe(200);
  return pdfText(Buffer.from(await pdf.arrayBuffer()));
}

describe('shop details', () => {
  it('start from the defaults, which anyone may read', async () => {
    const { body } = await shop.graphql(`{ shopDetails ${FIELDS} }`);
    expect(body.data.shopDetails).toMatchObject({
      legalName: 'Kapda Retail Private Limited',
      gstin: '29AAHCK1234M1ZA',
      grievanceName: 'Ananya Rao',
      updatedAt: null,
    });
    // Rendered (and kept in the page cache) before the change.
    expect(await (await fetch(`${shop.url}/policies/grievance`)).text()).toContain('Ananya Rao');
  });

  it('only an admin changes them: a customer gets 403, a visitor 401; wrong fields are named', async () => {
    const s = await newShopper(shop, 'not-admin');
    expect((await s.rest('PUT', '/api/admin/shop-details', { legalName: 'Mine' })).status).toBe(403);
    expect(
      (await s.gql(`mutation { adminUpdateShopDetails(input: { legalName: "Mine" }) { legalName } }`)).body.errors[0]
        .extensions.code,
    ).toBe('FORBIDDEN');
    expect(
      (await shop.graphql(`mutation { adminUpdateShopDetails(input: { legalName: "Mine" }) { legalName } }`)).body
        .errors[0].extensions.code,
    ).toBe('UNAUTHENTICATED');

    const bad = await admin.gql(`mutation ($i: ShopDetailsInput!) { adminUpdateShopDetails(input: $i) ${FIELDS} }`, {
      i: { gstin: '27AAPFU0939F1ZA', careEmail: 'not-an-address', grievancePhone: '12ab', legalName: ' ' },
    });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.body.errors[0].extensions.fields).sort()).toEqual([
      'careEmail',
      'grievancePhone',
      'gstin',
      'legalName',
    ]);
    expect(bad.body.errors[0].extensions.fields.gstin).toMatch(/check character/);
    const rest = await admin.rest('PUT', '/api/admin/shop-details', { carePhone: '123' });
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toMatch(/carePhone/);
    // Nothing half-written.
    expect((await shop.graphql(`{ shopDetails { updatedAt } }`)).body.data.shopDetails.updatedAt).toBeNull();
  });

  it('a new invoice names the saved seller; one issued before keeps its own', async () => {
    const before = await paidOrder(shop, [await productIn(shop, 'men/clothing/shirts')]);
    const saved = await admin.gql(`mutation ($i: ShopDetailsInput!) { adminUpdateShopDetails(input: $i) ${FIELDS} }`, {
      i: {
        legalName: 'Kapda Fashions LLP',
        gstin: NEW_GSTIN.toLowerCase(),
        address: '12 Linking Road, Bandra West, Mumbai, Maharashtra 400050',
        careEmail: 'Care@Kapda.example',
        carePhone: '+91 22 5555 0100',
        grievanceName: 'Meera Iyer',
        grievanceDesignation: 'Nodal Grievance Officer',
        grievanceEmail: 'grievance@kapda.example',
        grievancePhone: '+91 22 5555 0101',
      },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.adminUpdateShopDetails).toMatchObject({
      legalName: 'Kapda Fashions LLP',
      gstin: NEW_GSTIN,
      careEmail: 'care@kapda.example',
      grievanceName: 'Meera Iyer',
    });
    expect(saved.body.data.adminUpdateShopDetails.updatedAt).not.toBeNull();

    const after = await paidOrder(shop, [await productIn(shop, 'men/clothing/shirts')]);
    const newText = await invoiceText(after.s, after.orderId);
    expect(newText).toContain('Kapda Fashions LLP');
    expect(newText).toContain(NEW_GSTIN);
    expect(newText).toContain('Bandra West');
    const oldText = await invoiceText(before.s, before.orderId);
    expect(oldText).toContain('29AAHCK1234M1ZA');
    expect(oldText).not.toContain('Kapda Fashions LLP');

    // The order mail queued after the change carries the new details in its footer.
    const mail = await shop.db.prisma.mail.findFirst({
      where: { orderId: after.orderId },
      orderBy: { createdAt: 'desc' },
    });
    expect(mail?.text).toContain('Kapda Fashions LLP, 12 Linking Road');
    expect(mail?.html).toContain('care@kapda.example');
    expect(mail?.text).not.toContain('\u2063');
  });

  it('the policy pages, rendered on the server, show the new details at once', async () => {
    const page = await fetch(`${shop.url}/policies/grievance`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Meera Iyer, Nodal Grievance Officer');
    expect(html).toContain('Kapda Fashions LLP');
    expect(html).not.toContain('Ananya Rao');
    // The footer of every page, too.
    expect(await (await fetch(`${shop.url}/`)).text()).toContain('care@kapda.example');
  });
});
