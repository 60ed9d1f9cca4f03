import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, openPage, unstyledMantineClasses, viewports } from './browser.js';
import { useBrowserShop } from './shop.js';
import { addToCart, ADDRESS, createOrder, newShopper, type Shopper } from '../../gateway/tests/support/buying.js';
import { seededAdmin, type Admin } from '../../gateway/tests/support/admin.js';
import type { TestShop } from '../../gateway/tests/support/harness.js';

// COD_SHOTS=/some/dir saves each screen of the journey (outside the repo), at a phone's and a desktop's width.
const SHOTS = process.env.COD_SHOTS;
async function shot(page: Page, name: string) {
  expect(await unstyledMantineClasses(page), name).toEqual([]);
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const own = page.viewportSize()!;
  for (const size of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(size);
    // Two frames: the layout that follows the width (a phone's cards, the side panel) is drawn.
    for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(own);
}

const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);

/** A page signed in with `token` (the shop keeps the session in localStorage). */
async function signedIn(browser: Browser, shop: TestShop, token: string, viewport: keyof typeof viewports) {
  const page = await openPage(browser, viewport);
  await page.goto(shop.url);
  await page.evaluate((t) => localStorage.setItem('jwt', t), token);
  return page;
}

/** A product of at most ₹5,000 (the COD maximum) with one size holding at least `units`. */
async function codProduct(shop: TestShop, units: number, skip: number) {
  const product = await shop.db.prisma.product.findFirstOrThrow({
    where: { discountedPrice: { lte: 500_000 }, sizes: { some: { quantity: { gte: units } } } },
    include: { sizes: { where: { quantity: { gte: units } }, take: 1 } },
    orderBy: { id: 'asc' },
    skip,
  });
  return { product, size: product.sizes[0]!.name };
}

const stockOf = async (shop: TestShop, productId: string, size: string) =>
  (await shop.db.prisma.productSize.findFirstOrThrow({ where: { productId, name: size } })).quantity;

/** Presses the sandbox courier's buttons for `awb`, waiting for each event to be shown. */
async function drive(courier: Page, shop: TestShop, awb: string, events: [button: string, shown: string][]) {
  await courier.goto(`${shop.url}/sandbox-courier/${awb}`);
  for (const [button, shown] of events) {
    await courier.getByRole('button', { name: button, exact: true }).click();
    await courier.getByTestId('courier-status').getByText(shown, { exact: true }).waitFor();
  }
}

// Cash on delivery end to end: the shopper places and confirms a COD order in the browser, the admin
// books it with the sandbox courier, the courier delivers it, the admin records the cash (the dashboard
// counts it), the shopper sees it paid; returned, the cash is given back by hand from the order page.
// A second order is refused at the door: the courier brings it back, its stock returns once.
describe.skipIf(!hasChromium)('cash on delivery in a real browser', () => {
  const env = useBrowserShop();
  let admin: Admin;
  let shopper: Shopper;

  it('placed → confirmed → shipped → delivered → cash collected, then given back by hand', async () => {
    const { shop, browser } = env;
    admin = await seededAdmin(shop);
    const on = await admin.gql(
      'mutation { adminUpdateDeliverySettings(input: { codEnabled: true, codFee: 2500 }) { codEnabled codFee } }',
    );
    expect(on.body.data.adminUpdateDeliverySettings).toEqual({ codEnabled: true, codFee: 2500 });
    shopper = await newShopper(shop, 'cod-journey');
    const { product, size } = await codProduct(shop, 3, 3);
    const before = await stockOf(shop, product.id, size);
    await addToCart(shopper, product.id, size);

    // The shopper: cart → address → the summary, where cash on delivery is offered beside paying online.
    const buyer = await signedIn(browser, shop, shopper.token, 'phone');
    await buyer.goto(`${shop.url}/cart`);
    await buyer.getByRole('link', { name: 'Order Item' }).click();
    await buyer.waitForURL(/\/checkout\?step=2$/);
    const form = buyer.getByRole('form', { name: 'Delivery address' });
    await form.getByLabel(/^First Name/).fill('Kavya');
    await form.getByLabel(/^Last Name/).fill('Rao');
    await form.getByRole('textbox', { name: /^Address/ }).fill('21 Jayanagar 4th Block');
    await form.getByLabel(/^City\/Town/).fill('Bengaluru');
    await form.getByLabel(/^PIN Code/).fill('560011');
    await form.getByLabel(/^Mobile Number/).fill('9845012345');
    await form.getByRole('button', { name: 'Deliver Here' }).click();
    await buyer.waitForURL(/\/checkout\?step=3&order_id=/);
    const orderId = new URL(buyer.url()).searchParams.get('order_id')!;
    const details = buyer.getByRole('region', { name: 'Price details' });
    await buyer.getByRole('radio', { name: `Cash on delivery (+ ${inr(2500)})` }).check();
    await details.getByText('Cash on delivery fee').waitFor();
    const due = product.discountedPrice + 2500;
    await details.getByText(inr(due)).first().waitFor();
    await shot(buyer, 'cod-summary');
    await buyer.getByRole('button', { name: 'Place order' }).click();
    await buyer
      .getByRole('status')
      .getByText(`This order is placed: please pay ${inr(due)} in cash on delivery.`)
      .waitFor();
    // Placed at once: the stock is held, the order waits for its confirmation.
    expect(await stockOf(shop, product.id, size)).toBe(before - 1);

    await buyer.getByRole('link', { name: 'See the order' }).click();
    await buyer.waitForURL(new RegExp(`/account/order/${orderId}$`));
    await buyer.getByText('Please confirm your cash-on-delivery order').waitFor();
    await buyer
      .getByTestId('payment-method')
      .getByText(`Cash on delivery: please keep ${inr(due)} ready for the courier (with a ${inr(2500)} COD fee)`)
      .waitFor();
    await shot(buyer, 'cod-order-to-confirm');
    await buyer.getByRole('button', { name: 'Confirm my order' }).click();
    await buyer.getByText('Please confirm your cash-on-delivery order').waitFor({ state: 'detached' });
    expect((await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('CONFIRMED');

    // The admin books the parcel with the sandbox courier: it ships, and its tax invoice is issued now.
    const back = await signedIn(browser, shop, admin.headers.authorization!.slice(7), 'desktop');
    await back.goto(`${shop.url}/admin/orders/${orderId}`);
    const cash = back.getByRole('region', { name: 'Cash on delivery' });
    await cash.getByText(`The courier collects ${inr(due)} (with a ${inr(2500)} COD fee).`).waitFor();
    expect(await cash.getByRole('button', { name: 'Cash collected' }).isDisabled()).toBe(true);
    const shipping = back.getByRole('region', { name: 'Shipping' });
    await shipping.getByRole('button', { name: 'Book with the sandbox courier' }).click();
    const awb = (await shipping.getByTestId('awb').textContent())!.trim();
    expect(awb).toMatch(/^SBX\d{9}$/);
    const shipped = await shop.db.prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { invoice: true },
    });
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.invoice?.number).toBeTruthy();

    // The courier delivers it.
    const courier = await openPage(browser, 'phone');
    await drive(courier, shop, awb, [
      ['Picked up', 'Shipment picked up from the seller'],
      ['Out for delivery', 'Out for delivery'],
      ['Delivered', 'Delivered to the customer'],
    ]);

    // The admin records the cash the courier brought back; a sale from now.
    await back.reload();
    await cash.getByRole('button', { name: 'Cash collected' }).click();
    await cash.getByText('Cash collected', { exact: true }).waitFor();
    await cash.getByText(new RegExp(`^${inr(due).replace(/[.]/g, '\\.')} collected, recorded .* by admin@`)).waitFor();
    await back
      .getByRole('list', { name: 'Payments and refunds' })
      .getByText('Cash on delivery, collected at the door')
      .waitFor();
    await shot(back, 'cod-admin-collected');

    // The dashboard counts it under cash on delivery.
    const figures = (await admin.gql('{ adminDashboard { codSalesThisMonth } }')).body.data.adminDashboard;
    expect(figures.codSalesThisMonth).toBeGreaterThanOrEqual(due);
    await back.goto(`${shop.url}/admin`);
    await back
      .getByRole('group', { name: 'Cash on delivery collected' })
      .getByText(inr(figures.codSalesThisMonth))
      .waitFor();
    await shot(back, 'cod-dashboard');

    // The shopper sees it paid, in cash.
    await buyer.reload();
    await buyer
      .getByTestId('payment-method')
      .getByText(new RegExp(`^Paid ${inr(due).replace(/[.]/g, '\\.')} in cash on delivery on `))
      .waitFor();
    await buyer
      .getByRole('region', { name: 'Payments and refunds' })
      .getByText('Cash on delivery, collected at the door')
      .waitFor();
    await shot(buyer, 'cod-order-paid');

    // Returned: the admin gives the cash back by UPI and records it on the order's page.
    await back.goto(`${shop.url}/admin/orders/${orderId}`);
    await back.getByRole('button', { name: `Status of order ${orderId}` }).click();
    await back.getByRole('menuitem', { name: 'Mark Returned' }).click();
    const giveBack = cash.getByRole('form', { name: 'Give cash back' });
    await giveBack.getByRole('textbox', { name: 'Reference' }).fill('UPI 433112');
    await giveBack.getByRole('textbox', { name: 'Note' }).fill('Paid to kavya@okaxis');
    await shot(back, 'cod-admin-give-back-form');
    await giveBack.getByRole('button', { name: 'Record refund' }).click();
    await cash
      .getByRole('status')
      .getByText(`Recorded: ${inr(due)} given back, reference UPI 433112.`)
      .waitFor();
    const given = cash.getByRole('list', { name: 'Cash given back' });
    await given.getByText('Given back by UPI · ref. UPI 433112').waitFor();
    await given.getByText('Note: Paid to kavya@okaxis').waitFor();
    await back
      .getByRole('list', { name: 'Payments and refunds' })
      .getByText('Cash given back by UPI (reference UPI 433112)')
      .waitFor();
    await shot(back, 'cod-admin-given-back');
    const refunds = await shop.db.prisma.refund.findMany({ where: { orderId } });
    expect(refunds).toMatchObject([{ amount: due, status: 'PROCESSED', manualMethod: 'UPI', providerRefundId: null }]);

    // Its payment filter finds it among the cash-on-delivery orders.
    await back.goto(`${shop.url}/admin/orders`);
    await back.getByRole('combobox', { name: 'Payment' }).click();
    await back.getByRole('option', { name: 'Cash on delivery', exact: true }).click();
    await back
      .getByRole('row', { name: `Order ${orderId}` })
      .getByText('COD · collected')
      .waitFor();
    await shot(back, 'cod-admin-orders');
  }, 420_000);

  it('refused at the door: the courier brings it back, its stock returns once, nothing is charged', async () => {
    const { shop, browser } = env;
    const { product, size } = await codProduct(shop, 3, 5);
    const before = await stockOf(shop, product.id, size);
    await addToCart(shopper, product.id, size);
    const order = (await createOrder(shopper, { a: ADDRESS })).body.data.createOrder as { id: string };
    const placed = await shopper.gql('mutation ($id: ID!) { chooseCashOnDelivery(orderId: $id) { status } }', {
      id: order.id,
    });
    expect(placed.body.data.chooseCashOnDelivery.status).toBe('PLACED');
    const shipped = await admin.gql(
      `mutation ($id: ID!) { c: adminUpdateOrderStatus(id: $id, status: CONFIRMED) { status } s: adminShipOrder(id: $id) { status shipment { awb } } }`,
      { id: order.id },
    );
    expect(shipped.body.errors).toBeUndefined();
    const awb = shipped.body.data.s.shipment.awb as string;
    expect(await stockOf(shop, product.id, size)).toBe(before - 1);

    // Nobody takes it: the courier turns back and delivers it to the shop; the RTO event once more changes nothing.
    const courier = await openPage(browser, 'phone');
    await drive(courier, shop, awb, [
      ['Out for delivery', 'Out for delivery'],
      ['Delivery attempt failed', 'Delivery attempted: customer not available'],
      ['RTO initiated', 'Return to origin initiated'],
      ['RTO delivered', 'Returned to the seller'],
      ['RTO delivered', 'Returned to the seller'],
    ]);
    const back = await shop.db.prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { refunds: true, payments: true, creditNotes: true, statusChanges: true },
    });
    expect(back.status).toBe('RETURN_TO_ORIGIN');
    expect(await stockOf(shop, product.id, size)).toBe(before);
    expect(back.statusChanges.filter((c) => c.toStatus === 'RETURN_TO_ORIGIN')).toHaveLength(1);
    expect(back.refunds).toEqual([]);
    expect(back.payments).toEqual([]);
    expect(back.creditNotes).toHaveLength(1);

    // The shopper reads that it went back and that there is nothing to pay.
    const buyer = await signedIn(browser, shop, shopper.token, 'phone');
    await buyer.goto(`${shop.url}/account/order/${order.id}`);
    await buyer.getByText('Returned to origin', { exact: true }).waitFor();
    await buyer.getByTestId('payment-method').getByText('Cash on delivery: nothing to pay').waitFor();
    await shot(buyer, 'cod-returned-to-origin');

    // The admin sees the status, the courier's events and the credit note.
    const page = await signedIn(browser, shop, admin.headers.authorization!.slice(7), 'phone');
    await page.goto(`${shop.url}/admin/orders/${order.id}`);
    await page.getByText('RETURN_TO_ORIGIN').first().waitFor();
    const cash = page.getByRole('region', { name: 'Cash on delivery' });
    await cash.getByText('Nothing to collect', { exact: true }).waitFor();
    await cash.getByText(/Refused at the door and returned to origin/).waitFor();
    await shot(page, 'cod-admin-returned-to-origin');
  }, 300_000);
});
