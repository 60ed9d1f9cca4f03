import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hasChromium, openPage } from './browser.js';
import { useBrowserShop } from './shop.js';
import { addToCart, newShopper, stockOf } from '../../gateway/tests/support/buying.js';
import { seededAdmin } from '../../gateway/tests/support/admin.js';
import { pay, placeOrder, productIn } from '../../gateway/tests/support/paid-orders.js';
import { linePaid } from '../../gateway/src/services/buying/line-value.js';
import type { TaxLine } from '../../gateway/src/services/tax/tax-lines.js';

// E2E_SCREENSHOTS=/some/dir keeps a screenshot of each step (390 and 1280 px), outside the repo.
const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const signIn = async (page: Page, url: string, token: string) => {
  await page.goto(url);
  await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), token);
};

// A shopper with a delivered order of three lines (a 5 % shirt, two units; an 18 % watch; a kurta)
// returns the shirts for a refund and exchanges the kurta for size L from the order's page. The
// admin approves both, marks them picked up and receives them from the order's page (one shirt
// damaged, one fit to sell again): the refund is the shirts' paid value, the credit note names that
// line alone at 5 %, the replacement order holds the L, and the shopper's page shows every state.
describe.skipIf(!hasChromium)('returning and exchanging lines of a delivered order in a real browser', () => {
  const env = useBrowserShop();

  it('asks line by line; the admin approves, receives and refunds; the shopper sees each state', async () => {
    const { shop, browser } = env;
    const db = shop.db.prisma;
    const admin = await seededAdmin(shop);
    const shopper = await newShopper(shop, 'return-e2e');

    // A shirt at most ₹1,000 (GST 5 %), a watch (18 %), and a kurta with one L left in stock.
    const shirt = await productIn(shop, 'men/clothing/shirts', { maxPrice: 100_000 });
    const watch = await productIn(shop, 'men/accessories/watch');
    const kurta = await db.product.findFirstOrThrow({
      where: { deletedAt: null, id: { notIn: [shirt.id, watch.id] }, sizes: { some: { name: 'L' } } },
      orderBy: { id: 'desc' },
      include: { sizes: true },
    });
    for (const s of kurta.sizes) {
      await db.productSize.update({ where: { id: s.id }, data: { quantity: s.name === 'L' ? 1 : 5 } });
    }
    // The product's stock is the sum of its sizes', as the admin's stock edit keeps it.
    const units = kurta.sizes.reduce((sum, s) => sum + (s.name === 'L' ? 1 : 5), 0);
    await db.product.update({ where: { id: kurta.id }, data: { quantity: units } });
    const kurtaSize = kurta.sizes.find((s) => s.name !== 'L')!.name;
    const shirtSize = shirt.sizes[0]!.name;
    for (const [id, size] of [
      [shirt.id, shirtSize],
      [shirt.id, shirtSize],
      [watch.id, watch.sizes[0]!.name],
      [kurta.id, kurtaSize],
    ]) {
      await addToCart(shopper, id!, size!);
    }
    const orderId = await placeOrder(shopper);
    await pay(shop, shopper, orderId);
    await db.order.update({
      where: { id: orderId },
      data: { status: 'DELIVERED', deliveredAt: new Date(Date.now() - 86_400_000) },
    });
    const shirtLine = await db.orderItem.findFirstOrThrow({ where: { orderId, productId: shirt.id } });
    const paidForShirts = linePaid(shirtLine);
    const rupees = (paise: number) =>
      `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    // ---- The shopper asks, on a phone ----
    const buyer = await openPage(browser, 'phone');
    await signIn(buyer, shop.url, shopper.token);
    await buyer.goto(`${shop.url}/account/order/${orderId}`);
    const items = buyer.getByRole('region', { name: 'Order items' });
    const line = (title: string, size: string) => items.getByRole('article', { name: `${title} (${size})` });
    // Only the lines of a delivered order offer it; the watch too, but the shopper keeps it.
    await line(watch.title, watch.sizes[0]!.name).getByRole('button', { name: 'Return or exchange' }).waitFor();

    await line(shirt.title, shirtSize).getByRole('button', { name: 'Return or exchange' }).click();
    let dialog = buyer.getByRole('dialog', { name: `Return or exchange: ${shirt.title} (size ${shirtSize})` });
    await dialog.getByLabel('Units').selectOption('2');
    await dialog.getByLabel('Reason').selectOption('TOO_SMALL');
    await dialog.getByLabel('Anything to add (optional)').fill('Tight at the shoulders');
    await dialog.getByRole('radio', { name: 'My money back' }).check();
    await shot(buyer, 'shopper-return-dialog-390');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await line(kurta.title, kurtaSize).getByRole('button', { name: 'Return or exchange' }).click();
    dialog = buyer.getByRole('dialog', { name: `Return or exchange: ${kurta.title} (size ${kurtaSize})` });
    await dialog.getByLabel('Reason').selectOption('TOO_SMALL');
    await dialog.getByRole('radio', { name: 'Another size' }).check();
    await dialog.getByLabel('New size (held for you now)').selectOption('L');
    await shot(buyer, 'shopper-exchange-dialog-390');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const returns = buyer.getByRole('region', { name: 'Returns and exchanges' });
    const card = (what: 'Return' | 'Exchange') =>
      returns.getByRole('article', { name: new RegExp(`^${what} requested`) });
    await card('Return').getByText('Requested', { exact: true }).waitFor();
    await card('Exchange').getByText('Requested', { exact: true }).waitFor();
    await card('Exchange').getByText(`1 × ${kurta.title} (size ${kurtaSize}) → size L`).waitFor();
    await shot(buyer, 'shopper-requested-390');
    // The L is held for the exchange at once: the last one is gone from the shelf.
    expect((await stockOf(shop, kurta.id)).L).toBe(0);

    const requests = await db.returnRequest.findMany({ where: { orderId }, include: { lines: true } });
    const refundRequest = requests.find((r) => r.resolution === 'REFUND')!;
    const exchangeRequest = requests.find((r) => r.resolution === 'EXCHANGE')!;
    expect(refundRequest.lines).toMatchObject([{ orderItemId: shirtLine.id, quantity: 2 }]);

    // ---- The admin, from the order's page ----
    const back = await openPage(browser, 'desktop');
    await signIn(back, shop.url, admin.headers.authorization!.slice(7));
    await back.goto(`${shop.url}/admin/orders/${orderId}`);
    const panel = back.getByRole('region', { name: 'Returns and exchanges' });
    const request = (id: string) => panel.getByRole('article', { name: `Return ${id}` });
    const refundPanel = request(refundRequest.id);
    const exchangePanel = request(exchangeRequest.id);
    await refundPanel.getByText('2 × ' + shirt.title, { exact: false }).waitFor();
    await shot(back, 'admin-order-returns-requested-1280');

    /** Clicks a move's button on the admin's panel and waits for the state it leads to. */
    const move = async (where: Locator, button: string, status: string) => {
      await where.getByRole('button', { name: button }).click();
      await where.getByText(status, { exact: true }).first().waitFor();
    };
    /** The shopper's page, read again, shows the request's new state. */
    const shopperSees = async (what: 'Return' | 'Exchange', text: string) => {
      await buyer.reload();
      await card(what).getByText(text, { exact: true }).first().waitFor();
    };

    await move(refundPanel, 'Approve', 'APPROVED');
    await move(exchangePanel, 'Approve', 'APPROVED');
    await shopperSees('Return', 'Approved: a courier will pick it up');
    await shopperSees('Exchange', 'Approved: a courier will pick it up');

    await move(refundPanel, 'Mark picked up', 'PICKED_UP');
    await move(exchangePanel, 'Mark picked up', 'PICKED_UP');
    await shopperSees('Return', 'Picked up');

    // Receiving: one shirt damaged, one fit to sell again; the refund goes out in the same step.
    const shirtStock = (await stockOf(shop, shirt.id))[shirtSize]!;
    const kurtaStock = await stockOf(shop, kurta.id);
    await refundPanel.getByRole('textbox', { name: `Damaged units of ${shirt.title} (size ${shirtSize})` }).fill('1');
    await shot(back, 'admin-order-returns-receiving-1280');
    await move(refundPanel, 'Receive and refund', 'REFUNDED');
    await refundPanel.getByText(`Refunded: ${rupees(paidForShirts)}`).waitFor();
    await refundPanel.getByText('1 restocked, 1 damaged', { exact: false }).waitFor();
    await move(exchangePanel, 'Receive and ship the new size', 'EXCHANGED');
    await exchangePanel.getByText('Replacement:', { exact: false }).waitFor();
    await shot(back, 'admin-order-returns-done-1280');

    // Stock moved once, for the restockable units only: one shirt back, the old kurta size back;
    // the L stays with the replacement order.
    expect((await stockOf(shop, shirt.id))[shirtSize]).toBe(shirtStock + 1);
    const kurtaAfter = await stockOf(shop, kurta.id);
    expect(kurtaAfter[kurtaSize]).toBe(kurtaStock[kurtaSize]! + 1);
    expect(kurtaAfter.L).toBe(0);

    // The money: the shirts' paid value, refunded once through the sandbox; the credit note names
    // that line alone, at its own 5 %; the exchange is neither refunded nor credited.
    const refunds = await db.refund.findMany({ where: { orderId } });
    expect(refunds).toMatchObject([{ amount: paidForShirts, returnId: refundRequest.id, status: 'PROCESSED' }]);
    const notes = await db.creditNote.findMany({ where: { orderId } });
    expect(notes).toHaveLength(1);
    const credited = notes[0]!.lines as unknown as TaxLine[];
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({ quantity: 2, rate: 500, amount: paidForShirts });
    expect(notes[0]!.total).toBe(paidForShirts);
    const exchanged = await db.returnRequest.findUniqueOrThrow({ where: { id: exchangeRequest.id } });
    const replacement = await db.order.findUniqueOrThrow({
      where: { id: exchanged.exchangeOrderId! },
      include: { items: true },
    });
    const original = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(replacement).toMatchObject({ status: 'PLACED', totalDiscountedPrice: 0, userId: original.userId });
    expect(replacement.items.map((i) => [i.productId, i.size, i.quantity])).toEqual([[kurta.id, 'L', 1]]);
    // The order itself stands: the watch and nothing else is still with the shopper.
    expect(original.status).toBe('DELIVERED');

    // The shopper sees the refund with its amount, the credit note, and where the new size ships.
    await shopperSees('Return', 'Refunded');
    await card('Return')
      .getByText(`Refunded: ${rupees(paidForShirts)}`)
      .waitFor();
    await buyer.getByRole('region', { name: 'Invoice' }).getByText(`Credit note ${notes[0]!.number}`).waitFor();
    await card('Exchange').getByText('Exchanged', { exact: true }).first().waitFor();
    await card('Exchange')
      .getByRole('link', { name: /^order / })
      .waitFor();
    await shot(buyer, 'shopper-done-390');
    const wide = await openPage(browser, 'desktop');
    await signIn(wide, shop.url, shopper.token);
    await wide.goto(`${shop.url}/account/order/${orderId}`);
    await wide.getByRole('region', { name: 'Returns and exchanges' }).getByText('Exchanged', { exact: true }).waitFor();
    await shot(wide, 'shopper-done-1280');

    // A mail at each step of each request.
    const kinds = (await db.mail.findMany({ where: { orderId, kind: { startsWith: 'return-' } } })).map((m) => m.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'return-requested',
        'return-approved',
        'return-picked-up',
        'return-received',
        'return-refunded',
        'return-exchanged',
      ]),
    );

    // The back office's Returns screen and the dashboard's return rate, at both widths.
    for (const [viewport, width] of [
      ['desktop', 1280],
      ['phone', 390],
    ] as const) {
      const page = viewport === 'desktop' ? back : await openPage(browser, 'phone');
      if (viewport === 'phone') await signIn(page, shop.url, admin.headers.authorization!.slice(7));
      await page.goto(`${shop.url}/admin/returns`);
      await page.getByText('All', { exact: true }).first().click();
      await page
        .getByRole('article', { name: `Return ${refundRequest.id}` })
        .getByText('REFUNDED', { exact: true })
        .first()
        .waitFor();
      await shot(page, `admin-returns-screen-${width}`);
      await page.goto(`${shop.url}/admin`);
      const rate = page.getByRole('region', { name: 'Returns this month' });
      await rate.getByRole('table', { name: 'Return rate by reason' }).getByText('Too small').waitFor();
      await shot(page, `admin-dashboard-return-rate-${width}`);
    }
  }, 400_000);
});
