import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { hasChromium, openPage, unstyledMantineClasses, viewports } from './browser.js';
import { useBrowserShop } from './shop.js';
import { TEST_ADMIN } from '../../gateway/tests/support/harness.js';
import { newShopper } from '../../gateway/tests/support/buying.js';
import { payOrder, placeOrder } from '../../gateway/tests/support/admin.js';
import { uniqueEmail } from '../../gateway/tests/support/accounts.js';

// E2E_SCREENSHOTS=/some/dir saves each screen; E2E_VIEWPORT=phone walks the journey on a phone.
const SHOTS = process.env.E2E_SCREENSHOTS;
const VIEWPORT: keyof typeof viewports = process.env.E2E_VIEWPORT === 'phone' ? 'phone' : 'desktop';

/** The screen (the whole page for back-office screens; the window only for the sign-in modal over the shop). */
async function shot(page: Page, name: string, fullPage = true) {
  expect(await unstyledMantineClasses(page), name).toEqual([]);
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${VIEWPORT}-staff-${name}.png`, fullPage });
}

/** On a phone the side panel opens from the menu button first. */
async function openMenu(page: Page) {
  if (VIEWPORT === 'phone') await page.getByRole('button', { name: 'Open the menu' }).click();
  return page.getByRole('navigation', { name: 'Back office' });
}

async function menu(page: Page, entry: string) {
  await (await openMenu(page)).getByRole('link', { name: entry }).click();
}

/** Signs in on /Login with e-mail and password (the second-factor step, if any, follows). */
async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(`${url}/admin`);
  await page.waitForURL((u) => u.pathname === '/Login');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel(/^Email/).fill(email);
  await login.getByLabel(/^Password/).fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
  return login;
}

/** A code as the authenticator app shows it at `epoch` (seconds). */
const codeAt = (secret: string, epoch: number) => generate({ secret, epoch });

describe.skipIf(!hasChromium)('staff in a real browser', () => {
  const env = useBrowserShop();

  it('the owner invites a packer, who joins by the mailed link, sets up a second factor, signs in with a code and sees only a packer’s pages; the owner reads their actions in the audit log', async () => {
    const { shop, browser } = env;
    // A paid order waiting to be confirmed, for the packer.
    const shopper = await newShopper(shop, 'staff-journey');
    const product = await shop.db.prisma.product.findFirstOrThrow({
      where: { sizes: { some: { quantity: { gte: 2 } } } },
      include: { sizes: { where: { quantity: { gte: 2 } }, take: 1 } },
    });
    const orderId = await placeOrder(shop, shopper, product.id, product.sizes[0]!.name, 1);
    await payOrder(shop, shopper, orderId);

    // The owner: Fulfilment members sign in with a second factor from now on.
    const owner = await openPage(browser, VIEWPORT);
    await signIn(owner, shop.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await owner.waitForURL((u) => u.pathname === '/admin');
    await menu(owner, 'Staff');
    await owner.getByRole('heading', { name: 'Staff' }).waitFor();
    await owner.getByRole('table', { name: 'Staff' }).getByRole('row', { name: TEST_ADMIN.email }).waitFor();
    await owner.getByRole('link', { name: 'Roles' }).click();
    const fulfilment = owner.getByRole('form', { name: 'Role Fulfilment' });
    await fulfilment.getByRole('checkbox', { name: 'Ship' }).waitFor();
    expect(await fulfilment.getByRole('checkbox', { name: 'Ship' }).isChecked()).toBe(true);
    expect(await fulfilment.getByRole('checkbox', { name: 'Refund money' }).isChecked()).toBe(false);
    await fulfilment.getByRole('switch', { name: /second factor/ }).check({ force: true });
    await fulfilment.getByRole('button', { name: 'Save role' }).click();
    await fulfilment.getByRole('status').getByText('Saved.').waitFor();
    await shot(owner, 'roles');

    // …and invites the packer.
    const email = uniqueEmail('packer');
    await owner.getByRole('main').getByRole('link', { name: 'Staff' }).click();
    const invite = owner.getByRole('form', { name: 'Invite staff' });
    await invite.getByLabel(/^E-mail/).fill(email);
    await invite.getByRole('combobox', { name: /^Role/ }).click();
    await owner.getByRole('option', { name: 'Fulfilment' }).click();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByRole('status').getByText(`Invitation mailed to ${email} as Fulfilment`).waitFor();
    // It is listed until accepted, with a way to withdraw it.
    const pending = owner.getByRole('table', { name: 'Invitations' }).getByRole('row', { name: email });
    await pending.getByRole('button', { name: `Withdraw the invitation of ${email}` }).waitFor();
    await shot(owner, 'list');

    // The packer opens the link of the mail the outbox holds.
    const mail = await shop.db.prisma.mail.findFirstOrThrow({ where: { to: email, kind: 'staff-invitation' } });
    const link = new URL(/https?:\/\/\S+\/staff\/join\?token=[\w-]+/.exec(mail.text)![0]);
    const packer = await openPage(browser, VIEWPORT);
    await packer.goto(`${shop.url}${link.pathname}${link.search}`);
    const join = packer.getByRole('form', { name: 'Join the shop’s staff' });
    await packer.getByText(`is invited to the back office as`).waitFor();
    await join.getByLabel(/^First name/).fill('Ravi');
    await join.getByLabel(/^Last name/).fill('Packer');
    await join.getByLabel(/^Password(?! again)/).fill('packer-password-1');
    await join.getByLabel(/^Password again/).fill('packer-password-1');
    await shot(packer, 'join');
    await join.getByRole('button', { name: 'Join' }).click();
    await packer.getByRole('heading', { name: 'You have joined' }).waitFor();
    await packer.getByRole('status').getByRole('link', { name: 'Sign in' }).click();

    // Signing in: the role needs a second factor, so the app is set up first.
    await packer.waitForURL((u) => u.pathname === '/Login');
    const login = packer.getByRole('form', { name: 'Login' });
    await login.getByLabel(/^Email/).fill(email);
    await login.getByLabel(/^Password/).fill('packer-password-1');
    await login.getByRole('button', { name: 'Login' }).click();
    await packer.getByRole('img', { name: `QR code for ${email}` }).waitFor();
    const secret = (await packer.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await shot(packer, 'enrol', false);
    const enrolledAt = Math.floor(Date.now() / 1000);
    await login.getByLabel(/^Code from your authenticator app/).fill(await codeAt(secret, enrolledAt));
    await login.getByRole('button', { name: 'Verify' }).click();
    await packer.getByRole('group', { name: 'Recovery codes' }).waitFor();
    await shot(packer, 'recovery-codes', false);
    await packer.getByRole('button', { name: 'I have saved them, continue' }).click();
    await packer.waitForURL((u) => u.pathname === '/admin');
    await packer.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // Signing in again, elsewhere: now a code is asked for (a later step than the one used).
    const again = await openPage(browser, VIEWPORT);
    const second = await signIn(again, shop.url, email, 'packer-password-1');
    await second.getByLabel(/^Code from your authenticator app/).waitFor();
    await shot(again, 'code', false);
    const now = Math.floor(Date.now() / 1000);
    await second
      .getByLabel(/^Code from your authenticator app/)
      .fill(await codeAt(secret, Math.max(now, enrolledAt + 30)));
    await second.getByRole('button', { name: 'Verify' }).click();
    await again.waitForURL((u) => u.pathname === '/admin');
    await again.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // Only a packer's pages are offered.
    const nav = await openMenu(again);
    await nav.getByRole('link', { name: 'Orders' }).waitFor();
    const entries = (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(entries).toEqual(['Dashboard', 'Products', 'Orders', 'Returns']);
    await nav.getByRole('link', { name: 'Products' }).click();
    await again.getByRole('heading', { name: 'All Products' }).waitFor();
    await again.getByRole('table', { name: 'Products' }).waitFor();
    expect(await again.getByRole('link', { name: 'Add Product' }).count()).toBe(0);
    expect(await again.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await shot(again, 'packer-products');

    // The packer confirms the order; cancelling is not offered, nor deleting.
    await menu(again, 'Orders');
    const row = again.getByRole('table', { name: 'Orders' }).getByRole('row', { name: `Order ${orderId}` });
    await row.waitFor();
    expect(await row.getByRole('button', { name: /^Delete order/ }).count()).toBe(0);
    await row.getByRole('button', { name: `Status of order ${orderId}` }).click();
    // The menu opens after the click is handled: wait for it as a state before reading its items.
    await again.getByRole('menuitem', { name: 'Confirm Order' }).waitFor();
    const items = await again.getByRole('menuitem').allInnerTexts();
    expect(items).not.toContain('Cancel Order');
    expect(items).toContain('Shipped Order');
    await again.getByRole('menuitem', { name: 'Confirm Order' }).click();
    await row.getByText('CONFIRMED', { exact: true }).waitFor();
    await shot(again, 'packer-orders');

    // …ships it from the order's page with the sandbox courier…
    await again.goto(`${shop.url}/admin/orders/${orderId}`);
    const shipping = again.getByRole('region', { name: 'Shipping' });
    await shipping.getByRole('button', { name: 'Book with the sandbox courier' }).click();
    await shipping.getByTestId('awb').waitFor();
    // …and is refused refunds and settings by the server as well, over REST and GraphQL.
    const refused = await again.evaluate(async (id) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('jwt')}`, 'content-type': 'application/json' };
      const settings = await fetch('/api/admin/shop-details', { headers });
      const refund = await fetch(`/api/admin/orders/${id}/refund`, { method: 'POST', headers, body: '{}' });
      const graphql = await fetch('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: '{ adminDeliveryPins { pageNumber } }' }),
      }).then((r) => r.json() as Promise<{ errors?: { extensions?: { code?: string } }[] }>);
      return [settings.status, refund.status, graphql.errors?.[0]?.extensions?.code];
    }, orderId);
    expect(refused).toEqual([403, 403, 'FORBIDDEN']);

    // The owner reads the packer's actions in the audit log.
    await owner.reload();
    await menu(owner, 'Audit log');
    await owner.getByRole('heading', { name: 'Audit log' }).waitFor();
    const filter = owner.getByRole('form', { name: 'Filter the audit log' });
    await filter.getByLabel(/^Person/).fill(email);
    await filter.getByRole('button', { name: 'Filter' }).click();
    const log = owner.getByRole('table', { name: 'Audit log' });
    await log.getByRole('row', { name: 'Order PLACED → CONFIRMED' }).waitFor();
    await log
      .getByRole('row', { name: /CONFIRMED → SHIPPED/ })
      .first()
      .waitFor();
    await log
      .getByRole('row', { name: `${email} signed in (second factor)` })
      .first()
      .waitFor();
    await log.getByRole('row', { name: `${email} accepted the invitation as Fulfilment` }).waitFor();
    await shot(owner, 'audit');
    // The owner's own actions: the role change and the invitation.
    await filter.getByLabel(/^Person/).fill(TEST_ADMIN.email);
    await filter.getByRole('button', { name: 'Filter' }).click();
    await log.getByRole('row', { name: `Invited ${email} as Fulfilment` }).waitFor();
    await log.getByRole('row', { name: 'Role changed: Fulfilment' }).waitFor();
  });
});
