import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = fs.existsSync(CHROMIUM);

/** Debian's Chromium, headless, with nothing reaching for the network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A new page at a viewport size that fails the test on any uncaught page error. */
export async function openPage(browser: Browser, viewport: keyof typeof viewports = 'desktop'): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports[viewport], locale: 'en-IN' });
  // Every wait is for a state (a URL, a role, a text); this is only how long one state may take to
  // come. On a 2-core machine with a load average near 20 a page load plus a lazily loaded chunk has
  // taken more than Playwright's default 30 s.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}
