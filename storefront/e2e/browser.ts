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

/**
 * A new page at a viewport size that fails the test on any uncaught page error; `timezoneId` sets
 * the browser's own zone (the machine's by default).
 */
export async function openPage(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
  { timezoneId }: { timezoneId?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports[viewport], locale: 'en-IN', timezoneId });
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

/**
 * Mantine's classes (`m_…`) on the page that no loaded stylesheet has a rule for: a component
 * whose styles the shop does not import (storefront/src/app/mantine-styles.ts).
 */
export function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const m of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) styled.add(m[1]!);
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(element.classList)) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    }
    return [...used].filter((name) => !styled.has(name)).sort();
  });
}
