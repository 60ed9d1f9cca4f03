// `npm run mail:screenshots -- <folder>`: every mail the shop writes, made by the real flows on an
// in-memory shop (sign-up, reset request, e-mail change, a purchase and its status changes, a
// cancelled paid order and its refund, a back-in-stock request and its restock), shot in Debian's
// Chromium at a desktop mail app's width (800 px), 600 px and a phone's (390 px). For looking at the
// templates; nothing is sent anywhere.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startTestShop } from '../gateway/tests/harness.js';
import { bearer, call, signupCustomer } from '../gateway/tests/accounts.js';
import { newShopper, productWithStock } from '../gateway/tests/buying.js';
import { payOrder, placeOrder, seededAdmin, SET_STATUS } from '../gateway/tests/admin.js';

const out = path.resolve(process.argv[2] ?? 'mail-shots');
fs.mkdirSync(out, { recursive: true });
const shop = await startTestShop();
try {
  const admin = await seededAdmin(shop);
  const shopper = await newShopper(shop, 'shots');
  const me = await shop.graphql('{ me { email } }', {}, shopper.headers);
  const email: string = me.body.data.me.email;
  await call(shop, 'POST', '/auth/forgot-password', { email });

  const kurta = await productWithStock(shop, { M: 5, L: 5 });
  const shoes = await productWithStock(shop, { '8': 5 }, 3);
  for (const _ of [1, 2])
    await shopper.gql('mutation($p: ID!) { addToCart(productId: $p, size: "M") { id } }', { p: kurta.id });
  await shopper.gql('mutation($p: ID!) { addToCart(productId: $p, size: "8") { id } }', { p: shoes.id });
  const placed = await shopper.gql('mutation($a: AddressInput!) { createOrder(address: $a) { id } }', {
    a: {
      firstName: 'Asha',
      lastName: 'Verma',
      streetAddress: '12 MG Road, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560038',
      mobile: '9876543210',
    },
  });
  const orderId: string = placed.body.data.createOrder.id;
  await payOrder(shop, shopper, orderId);
  for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) await admin.gql(SET_STATUS, { id: orderId, status });
  const second = await placeOrder(shop, shopper, kurta.id, 'L', 1);
  await payOrder(shop, shopper, second);
  await admin.gql(SET_STATUS, { id: second, status: 'CANCELLED' });
  const mover = await signupCustomer(shop, 'mover');
  await shop.graphql(
    'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }',
    { i: { email: `new.${mover.email}`, currentPassword: mover.password } },
    bearer(mover.token),
  );

  // Back in stock: a visitor's confirmation link, and the mail a restock sends.
  const soldOut = await productWithStock(shop, { S: 0, M: 0 }, 5);
  const notify = 'mutation($p: ID!, $e: String) { requestStockAlert(productId: $p, size: "M", email: $e) { status } }';
  await shop.graphql(notify, { p: soldOut.id, e: 'visitor@example.in' });
  await shopper.gql(notify, { p: soldOut.id });
  await admin.gql(
    'mutation($id: ID!) { adminUpdateProduct(id: $id, input: { sizes: [{ name: "M", quantity: 2 }] }) { id } }',
    {
      id: soldOut.id,
    },
  );

  const mails = await shop.db.prisma.mail.findMany({ orderBy: { createdAt: 'asc' } });
  const seen = new Set<string>();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    for (const mail of mails) {
      if (seen.has(mail.kind)) continue;
      seen.add(mail.kind);
      for (const [label, width] of [
        ['desktop', 800],
        ['narrow', 600],
        ['phone', 390],
      ] as const) {
        const page = await browser.newPage({ viewport: { width, height: 700 } });
        await page.setContent(mail.html, { waitUntil: 'networkidle' });
        const file = path.join(out, `${mail.kind}-${label}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await page.close();
      }
      fs.writeFileSync(path.join(out, `${mail.kind}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
      console.log(`${mail.kind}: ${mail.subject}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`${seen.size} mails, desktop (800 px), 600 px and phone (390 px), in ${out}`);
} finally {
  await shop.stop();
}
