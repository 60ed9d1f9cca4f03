// `npm run mail:screenshots -- <folder>`: every mail the shop writes, made by the real flows on an
// in-memory shop (sign-up, reset request, e-mail change, a purchase and its status changes, a
// cancelled paid order and its refund, a back-in-stock request and its restock, a cash-on-delivery
// order's placed mail with its confirmation button, an abandoned-cart reminder, a grievance filed and resolved, one overdue), shot in Debian's
// Chromium at a desktop mail app's width (800 px), 600 px and a phone's (390 px). For looking at the
// templates; nothing is sent anywhere.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startTestShop } from '../gateway/tests/support/harness.js';
import { bearer, call, signupCustomer } from '../gateway/tests/support/accounts.js';
import { newShopper, productWithStock } from '../gateway/tests/support/buying.js';
import { payOrder, placeOrder, seededAdmin, SET_STATUS } from '../gateway/tests/support/admin.js';

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

  // Cash on delivery: the placed mail asks for the confirmation (its button is a signed link).
  await admin.gql('mutation { adminUpdateDeliverySettings(input: { codEnabled: true }) { codEnabled } }');
  const codBuyer = await newShopper(shop, 'cod-shots');
  await codBuyer.gql('mutation($p: ID!) { addToCart(productId: $p, size: "M") { id } }', { p: kurta.id });
  const codOrder = await codBuyer.gql('mutation($a: AddressInput!) { createOrder(address: $a) { id } }', {
    a: {
      firstName: 'Ravi',
      lastName: 'Iyer',
      streetAddress: '4 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      zipCode: '700016',
      mobile: '9830012345',
    },
  });
  await codBuyer.gql('mutation($id: ID!) { chooseCashOnDelivery(orderId: $id) { id } }', {
    id: codOrder.body.data.createOrder.id,
  });

  // An abandoned-cart reminder: a consenting shopper's cart (one line sold out since), left a day.
  const leaver = await newShopper(shop, 'cart-shots');
  await leaver.gql('mutation { setConsent(topic: ORDER_REMINDERS, granted: true) { granted } }');
  const dupatta = await productWithStock(shop, { M: 3 }, 7);
  const saree = await productWithStock(shop, { M: 1 }, 9);
  for (const p of [kurta.id, dupatta.id, saree.id])
    await leaver.gql('mutation($p: ID!) { addToCart(productId: $p, size: "M") { id } }', { p });
  await shop.db.prisma.productSize.updateMany({ where: { productId: saree.id }, data: { quantity: 0 } });
  const leaverId = (await leaver.gql('{ me { id } }')).body.data.me.id as string;
  await shop.db.prisma.cart.update({
    where: { userId: leaverId },
    data: { touchedAt: new Date(Date.now() - 25 * 3_600_000) },
  });
  await shop.gateway.services.cartReminders.sweepOnce();

  // A grievance from the Grievance Redressal page: the acknowledgement, the officer's copy, the resolution.
  const grievance = await call(shop, 'POST', '/api/grievances', {
    name: 'Kavya Menon',
    email: 'kavya@example.in',
    orderNumber: orderId.slice(-8),
    subject: 'Refund not received',
    message: 'My return was picked up two weeks ago and the refund has not reached my account.',
  });
  const filed = await shop.db.prisma.grievance.findUniqueOrThrow({ where: { reference: grievance.body.reference } });
  await admin.rest('PUT', `/api/admin/grievances/${filed.id}/resolve`, {
    resolution: 'The refund of ₹1,499 was sent by UPI today; it reaches your bank within a day.',
  });

  // A second one left open past its month: the officer's overdue reminder.
  const late = await call(shop, 'POST', '/api/grievances', {
    name: 'Rohan Das',
    email: 'rohan@example.in',
    subject: 'Parcel marked delivered, never received',
    message: 'The tracking says delivered but nothing reached me.',
  });
  const lateRow = await shop.db.prisma.grievance.findUniqueOrThrow({ where: { reference: late.body.reference } });
  await shop.gateway.services.grievances.remindOnce(new Date(lateRow.createdAt.getTime() + 32 * 86_400_000));

  const mails = await shop.db.prisma.mail.findMany({ orderBy: { createdAt: 'asc' } });
  for (const mail of mails)
    if (mail.kind === 'order-placed' && mail.html.includes('Confirm my order')) mail.kind = 'order-placed-cod';
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
