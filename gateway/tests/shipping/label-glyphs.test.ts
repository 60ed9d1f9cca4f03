// Labels print what couriers can read (issue 56): an address typed with emoji and in Hindi prints
// on the courier label, the packing slip and the invoice without a box (□) for the emoji, and
// keeps the Hindi and Latin text. LABEL_SHOTS=/some/dir also renders the label there as PNG.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { seededAdmin, SET_STATUS, type Admin } from '../support/admin.js';
import { ADDRESS, addToCart, newShopper } from '../support/buying.js';
import { pay, placeOrder, someProduct } from '../support/paid-orders.js';
import { pdfText } from '../support/shipping.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await seededAdmin(shop);
});
afterAll(() => shop?.stop());

const ADDRESS_WITH_EMOJI = {
  ...ADDRESS,
  firstName: 'Asha 🌸',
  streetAddress: '12 MG Road 🏠, राम गली, near the temple 🛕👍🏽',
  city: 'Bengaluru ✨',
};

/** Characters that must never reach a printed page: the box, the replacement character, emoji. */
const UNPRINTABLE = /[\u25a1\ufffd\u2600-\u27bf\u{1f000}-\u{1faff}]|\ufe0f|\u200d/u;

describe('an address with emoji and Hindi', () => {
  it('prints on the label, the packing slip and the invoice without boxes, Hindi and Latin kept', async () => {
    const s = await newShopper(shop, 'emoji-address');
    const { product, size } = await someProduct(shop);
    await addToCart(s, product.id, size);
    const orderId = await placeOrder(s, ADDRESS_WITH_EMOJI);
    await pay(shop, s, orderId);
    expect((await admin.gql(SET_STATUS, { id: orderId, status: 'CONFIRMED' })).body.errors).toBeUndefined();
    expect((await admin.rest('POST', `/api/admin/orders/${orderId}/shipment`, {})).status).toBe(201);

    const fetchPdf = async (url: string, headers: Record<string, string>) => {
      const res = await fetch(`${shop.url}${url}`, { headers });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const label = await fetchPdf(`/api/admin/orders/${orderId}/label`, admin.headers);
    const slip = await fetchPdf(`/api/admin/orders/${orderId}/packing-slip`, admin.headers);
    const invoice = await fetchPdf(`/api/orders/${orderId}/invoice`, s.headers);
    if (process.env.LABEL_SHOTS) {
      fs.mkdirSync(process.env.LABEL_SHOTS, { recursive: true });
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'label-')), 'label.pdf');
      fs.writeFileSync(file, label);
      execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', file, path.join(process.env.LABEL_SHOTS, 'label')]);
    }
    for (const [name, pdf] of [
      ['label', label],
      ['packing slip', slip],
      ['invoice', invoice],
    ] as const) {
      const text = pdfText(pdf);
      expect(text, name).not.toMatch(UNPRINTABLE);
      expect(text, name).toContain('राम गली');
      expect(text, name).toContain('Asha Verma');
      expect(text, name).toMatch(/12 MG Road, राम गली, near the temple/);
      expect(text, name).toMatch(/Bengaluru, Karnataka/);
    }
  });
});
