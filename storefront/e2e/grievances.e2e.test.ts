import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, openPage, type viewports } from './browser.js';
import { useBrowserShop } from './shop.js';
import { seededAdmin } from '../../gateway/tests/support/admin.js';

const shots = process.env.E2E_SCREENSHOTS;

// The Grievance Redressal page's form (Consumer Protection (E-Commerce) Rules, 2020) in a real
// browser: a visitor files a grievance and reads its reference, the acknowledgement mail is in the
// outbox naming the Grievance Officer; an admin finds it on /admin/grievances and resolves it.
describe.skipIf(!hasChromium)('grievances in a real browser', () => {
  const env = useBrowserShop();

  for (const width of ['phone', 'desktop'] as (keyof typeof viewports)[]) {
    it(`a visitor files a grievance and an admin resolves it (${width})`, async () => {
      const { shop, browser } = env;
      const email = `grievance-${width}-${Date.now()}@example.com`;
      const page = await openPage(browser, width);
      await page.goto(`${shop.url}/policies/grievance`);
      await page.getByRole('heading', { level: 1, name: 'Grievance Redressal' }).waitFor();
      // The form is the app's once the page is hydrated (a click before that would be the browser's).
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const form = page.getByRole('form', { name: 'File a grievance' });
      // Sent empty: each required field says what it needs, nothing is recorded.
      await form.getByRole('button', { name: 'Send grievance' }).click();
      await form.getByText('Your name is required').waitFor();
      await form.getByText('Enter a valid email address').waitFor();
      if (shots) await page.screenshot({ path: path.join(shots, `grievance-errors-${width}.png`), fullPage: true });

      await form.getByRole('textbox', { name: 'Your name' }).fill('Kavya Menon');
      await form.getByRole('textbox', { name: 'Email' }).fill(email);
      await form.getByRole('textbox', { name: 'Order number (optional)' }).fill('#ihir5ke0');
      await form.getByRole('textbox', { name: 'Subject' }).fill('Refund not received');
      await form.getByRole('textbox', { name: 'Your complaint' }).fill('My return was picked up two weeks ago.');
      await form.getByRole('button', { name: 'Send grievance' }).click();
      const receipt = page.getByRole('status').filter({ hasText: /Your reference is GRV-/ });
      await receipt.waitFor();
      if (shots) await page.screenshot({ path: path.join(shots, `grievance-filed-${width}.png`), fullPage: true });
      const reference = /GRV-[A-Z2-9]{8}/.exec((await receipt.textContent())!)![0];

      const row = await shop.db.prisma.grievance.findUniqueOrThrow({ where: { reference } });
      expect(row).toMatchObject({ email, orderNumber: '#IHIR5KE0', status: 'OPEN' });
      const ack = await shop.db.prisma.mail.findFirstOrThrow({ where: { to: email, kind: 'grievance-acknowledged' } });
      expect(ack.text).toContain(reference);
      expect(ack.text).toContain('Ananya Rao (Grievance Officer');

      const admin = await seededAdmin(shop);
      const desk = await openPage(browser, width);
      await desk.goto(`${shop.url}/cart`);
      await desk.evaluate((t) => localStorage.setItem('jwt', t), admin.headers.authorization!.replace('Bearer ', ''));
      await desk.goto(`${shop.url}/admin/grievances`);
      const panel = desk.getByRole('article', { name: `Grievance ${reference}` });
      await panel.waitFor();
      await panel.getByText('age under an hour', { exact: false }).waitFor();
      if (shots) await desk.screenshot({ path: path.join(shots, `admin-grievances-${width}.png`), fullPage: true });
      await panel.getByRole('textbox', { name: 'Resolution note' }).fill('Refund sent by UPI today.');
      await panel.getByRole('button', { name: 'Mark resolved' }).click();
      // Resolved leaves the Open list; under Resolved it shows its note.
      await panel.waitFor({ state: 'detached' });
      await desk.getByText('Resolved', { exact: true }).click();
      await desk
        .getByRole('article', { name: `Grievance ${reference}` })
        .getByText('Refund sent by UPI today.')
        .waitFor();
      if (shots)
        await desk.screenshot({ path: path.join(shots, `admin-grievances-resolved-${width}.png`), fullPage: true });
      const resolved = await shop.db.prisma.mail.findFirstOrThrow({ where: { to: email, kind: 'grievance-resolved' } });
      expect(resolved.text).toContain('Refund sent by UPI today.');
    }, 240_000);
  }
});
