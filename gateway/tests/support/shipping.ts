// Helpers for the shipping tests: CONFIRMED orders (paid online or cash on delivery), the
// sandbox courier's page pressed as a person would, PDFs read back as text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestShop } from './harness.js';
import { addToCart, newShopper, type Shopper } from './buying.js';
import { SET_STATUS, type Admin } from './admin.js';
import { pay, placeOrder, someProduct } from './paid-orders.js';

/** A new shopper's order of one unit, paid online (or placed as cash on delivery) and confirmed by the admin. */
export async function confirmedOrder(
  shop: TestShop,
  admin: Admin,
  cod = false,
): Promise<{ s: Shopper; orderId: string; productId: string; size: string }> {
  const s = await newShopper(shop, cod ? 'cod-parcel' : 'parcel');
  const { product, size } = await someProduct(shop);
  await addToCart(s, product.id, size);
  const orderId = await placeOrder(s);
  if (cod) {
    const placed = await s.rest('POST', `/api/orders/${orderId}/cod`);
    if (placed.status !== 200) throw new Error(`COD failed: ${placed.status} ${JSON.stringify(placed.body)}`);
  } else {
    await pay(shop, s, orderId);
  }
  const { body } = await admin.gql(SET_STATUS, { id: orderId, status: 'CONFIRMED' });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { s, orderId, productId: product.id, size };
}

/** Presses an event's button on the sandbox courier's page (picked_up, delivered, …). */
export async function press(shop: TestShop, awb: string, event: string): Promise<number> {
  const res = await fetch(`${shop.url}/sandbox-courier/${awb}/${event}`, { method: 'POST', redirect: 'manual' });
  await res.arrayBuffer();
  return res.status;
}

/** A PDF's text as pdftotext reads it (layout kept). */
export function pdfText(pdf: Buffer | ArrayBuffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shipping-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, Buffer.from(pdf as ArrayBuffer));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
