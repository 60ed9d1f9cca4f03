import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, openPage } from './browser.js';
import { useBrowserShop } from './shop.js';

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('link', { name: 'Sign in' }).click();
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Logout from wherever the shopper is: ends on the home page, signed out, no sign-in modal. */
async function logOut(page: Page, firstName: string) {
  await page.getByRole('button', { name: `Account menu for ${firstName}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Sign in' }).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
}

describe.skipIf(!hasChromium)('a shopper account in a real browser', () => {
  const env = useBrowserShop();

  it('registers, signs out, signs in again, edits the profile and changes the password', async () => {
    const page = await openPage(env.browser, 'desktop');
    const email = `asha.${Date.now()}@example.in`;
    await page.goto(`${env.shop.url}/Register`);
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByLabel(/^First name/).fill('asha');
    await register.getByLabel(/^Last name/).fill('Rao');
    await register.getByLabel(/^Email/).fill(email);
    await register.getByLabel(/^Password/).fill('first-password-1');
    await register.getByRole('button', { name: 'Register' }).click();

    const avatar = page.getByRole('button', { name: 'Account menu for asha' });
    await avatar.waitFor();
    expect(await avatar.textContent()).toBe('A');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^ey/);

    await logOut(page, 'asha');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');

    await signIn(page, email, 'wrong-password');
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await page
      .getByRole('form', { name: 'Login' })
      .getByLabel(/^Password/)
      .fill('first-password-1');
    await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
    await avatar.waitFor();

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByText('Contact Information').waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit account information' });
    await edit.getByLabel(/^First name/).fill('Asha');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your account information was saved.').waitFor();
    await page.getByRole('button', { name: 'Account menu for Asha' }).waitFor();

    await page.getByRole('button', { name: 'Change Password' }).click();
    const change = page.getByRole('form', { name: 'Change password' });
    await change.getByLabel(/^Current password/).fill('first-password-1');
    await change.getByLabel(/^New password/).fill('second-password-2');
    await change.getByLabel(/^Confirm new password/).fill('second-password-2');
    await change.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    // Logging out from the account area, which visitors may not see, still ends on the home page.
    expect(new URL(page.url()).pathname).toBe('/profile');
    await logOut(page, 'Asha');
    expect(new URL(page.url()).pathname).toBe('/');
    await signIn(page, email, 'second-password-2');
    await page.getByRole('button', { name: 'Account menu for Asha' }).waitFor();
    const stored = await env.shop.db.prisma.user.findUnique({ where: { email } });
    expect(stored?.firstName).toBe('Asha');
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  }, 180_000);

  it('shows the Dashboard entry only to an admin, and keeps customers out of /admin', async () => {
    const { TEST_ADMIN } = await import('../../gateway/tests/support/harness.js');
    const email = `ravi.${Date.now()}@example.in`;
    const signup = await env.shop.graphql('mutation($input: SignupInput!) { signup(input: $input) { token } }', {
      input: { firstName: 'Ravi', lastName: 'Kumar', email, password: 'ravi-password-1' },
    });
    expect(signup.body.data.signup.token).toMatch(/^ey/);

    const page = await openPage(env.browser, 'phone');
    await page.goto(env.shop.url);
    await signIn(page, email, 'ravi-password-1');
    await page.getByRole('button', { name: 'Account menu for Ravi' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // A customer who types /admin is sent to the login with the admins-only notice.
    await page.goto(`${env.shop.url}/admin`);
    await page.waitForURL((url) => url.pathname === '/Login');
    await page.getByText(/Admins only/).waitFor();
    expect(await page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(0);

    const admin = await openPage(env.browser, 'phone');
    await admin.goto(env.shop.url);
    await signIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    await admin.getByRole('button', { name: 'Account menu for Shop' }).click();
    await admin.getByRole('menuitem', { name: 'Dashboard' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin');
  }, 180_000);
});
