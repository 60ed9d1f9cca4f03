import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, openPage, unstyledMantineClasses, viewports } from './browser.js';
import { useBrowserShop } from './shop.js';
import { addToCart, newShopper, productWithStock } from '../../gateway/tests/support/buying.js';
import { seededAdmin } from '../../gateway/tests/support/admin.js';

// E2E_SCREENSHOTS=/some/dir saves the cart and the summary with the code; E2E_VIEWPORT=phone at a phone's width.
const SHOTS = process.env.E2E_SCREENSHOTS;
const VIEWPORT: keyof typeof viewports = process.env.E2E_VIEWPORT === 'phone' ? 'phone' : 'desktop';

async function shot(page: Page, name: string) {
  expect(await unstyledMantineClasses(page), name).toEqual([]);
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${VIEWPORT}-${name}.png`, fullPage: true });
}

// A shopper types a code in the cart, reads why it does not apply yet, qualifies, sees the
// discount as its own line, and pays the reduced amount in the sandbox.
describe.skipIf(!hasChromium)('a coupon code in a real browser', () => {
  const env = useBrowserShop();

  it('shows the reason, applies the code, and the shopper pays the reduced amount', async () => {
    const code = `FEST${process.pid}`;
    await env.shop.db.prisma.coupon.create({
      data: { code, title: '₹200 off above ₹1,999', kind: 'FIXED', amountOff: 20_000, minGoods: 199_900 },
    });
    const product = await productWithStock(env.shop, { M: 10 }, 3);
    await env.shop.db.prisma.product.update({
      where: { id: product.id },
      data: { price: 150_000, discountedPrice: 150_000 },
    });
    const shopper = await newShopper(env.shop, 'coupon-e2e');
    await addToCart(shopper, product.id, 'M');

    const page = await openPage(env.browser, VIEWPORT);
    await page.goto(env.shop.url);
    await page.evaluate((token) => localStorage.setItem('jwt', token), shopper.token);
    await page.goto(`${env.shop.url}/cart`);
    const box = page.getByRole('region', { name: 'Coupons and offers' });
    await box.getByRole('textbox', { name: 'Coupon code' }).fill(` ${code.toLowerCase()} `);
    await box.getByRole('button', { name: 'Apply' }).click();
    await box.getByText(`Add ₹499 more to use ${code}`).waitFor();
    await shot(page, 'cart-coupon-refused');

    const line = page.getByRole('article', { name: `${product.title} (M)` });
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await line.getByTestId('quantity').getByText('2', { exact: true }).waitFor();
    await box.getByRole('button', { name: 'Apply' }).click();
    await box.getByTestId('applied-coupon').getByText(code).waitFor();
    const prices = page.getByRole('region', { name: 'Price details' });
    await prices.getByText(`Coupon (${code})`).waitFor();
    expect(await prices.getByTestId('coupon-discount').textContent()).toBe('−₹200.00');
    await prices.getByTestId('total-amount').getByText('₹2,800.00').waitFor();
    await shot(page, 'cart-coupon-applied');

    await page.getByRole('link', { name: 'Order Item' }).click();
    await page.waitForURL(/\/checkout\?step=2$/);
    const form = page.getByRole('form', { name: 'Delivery address' });
    await form.getByLabel(/^First Name/).fill('Meera');
    await form.getByLabel(/^Last Name/).fill('Iyer');
    await form.getByRole('textbox', { name: /^Address/ }).fill('7 Besant Nagar 2nd Avenue');
    await form.getByLabel(/^City\/Town/).fill('Chennai');
    await form.getByLabel(/^PIN Code/).fill('600090');
    await form.getByLabel(/^Mobile Number/).fill('9840112345');
    await form.getByRole('button', { name: 'Deliver Here' }).click();
    await page.waitForURL(/\/checkout\?step=3&order_id=/);
    const orderId = new URL(page.url()).searchParams.get('order_id')!;
    const summary = page.getByRole('region', { name: 'Price details' });
    await summary.getByText(`Coupon (${code})`).waitFor();
    await summary.getByTestId('total-amount').getByText('₹2,800.00').waitFor();
    await shot(page, 'checkout-summary-coupon');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(new RegExp(`/payment/${orderId}\\?.*razorpay_payment_id=`));
    await page.getByText('Payment Success').waitFor();

    const order = await env.shop.db.prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { payments: true, items: true, invoice: true },
    });
    expect(order).toMatchObject({ couponCode: code, couponDiscount: 20_000, totalDiscountedPrice: 280_000 });
    expect(order.payments.find((p) => p.status === 'PAID')?.amount).toBe(280_000);
    expect(order.items.reduce((sum, i) => sum + i.couponDiscount, 0)).toBe(20_000);
    expect(order.invoice?.total).toBe(280_000);
  }, 240_000);

  // The back office's product picker: the products are found by words on the server and chosen.
  it('the owner makes a code for chosen products, found by searching in the form', async () => {
    const admin = await seededAdmin(env.shop);
    const [first, second] = await env.shop.db.prisma.product.findMany({
      where: { deletedAt: null },
      orderBy: { id: 'asc' },
      take: 2,
      skip: 20,
    });
    const page = await openPage(env.browser, VIEWPORT);
    await page.goto(env.shop.url);
    await page.evaluate((token) => localStorage.setItem('jwt', token), admin.headers.authorization!.slice(7));
    await page.goto(`${env.shop.url}/admin/coupons`);
    await page.getByRole('button', { name: 'New coupon' }).click();
    const form = page.getByRole('form', { name: 'Coupon form' });
    await form.getByRole('textbox', { name: 'Code' }).fill('PICKED');
    await form.getByRole('textbox', { name: 'What the shopper reads' }).fill('₹100 off these two');
    await form.getByRole('textbox', { name: 'Amount off (₹)' }).fill('100');
    const picker = form.getByRole('combobox', { name: 'Products' });
    for (const product of [first!, second!]) {
      await picker.fill(product.title);
      // Exact: "Men Solid Bomber Jacket" is also inside "Women Solid Bomber Jacket".
      const option = page.getByRole('option', { name: `${product.title} · ${product.brand}`, exact: true });
      await option.waitFor();
      if (product === second) await shot(page, 'admin-coupon-product-search');
      await option.click();
      await form.getByText(`${product.title} · ${product.brand}`).first().waitFor();
    }
    await picker.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await shot(page, 'admin-coupon-products');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'PICKED' }).waitFor();
    const made = await env.shop.db.prisma.coupon.findUniqueOrThrow({ where: { code: 'PICKED' } });
    expect(made.productIds).toEqual([first!.id, second!.id]);
  }, 240_000);
});
