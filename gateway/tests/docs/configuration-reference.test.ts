// docs/configuration.md lists every setting: each environment variable gateway/src/boot/config.ts
// (the one reader of the environment) reads is named there, and each setting named there is read.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/boot/config.js';
import { firstCells, readRepoFile, section } from './markdown.js';

const configSource = readRepoFile('gateway/src/boot/config.ts');
const doc = readRepoFile('docs/configuration.md');

/** Variables config.ts names: `env.NAME`, and quoted NAME_LIKE_THIS literals passed to its readers. */
function namedInConfig(): Set<string> {
  const names = new Set<string>();
  for (const [, name] of configSource.matchAll(/env\.([A-Z][A-Z0-9_]*)/g)) names.add(name);
  for (const [, name] of configSource.matchAll(/['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g)) names.add(name);
  return names;
}

/** Variables readConfig really reads, given `env`: recorded by a stand-in environment. */
function readBy(env: Record<string, string>): string[] {
  const read = new Set<string>();
  const recording = new Proxy(env, {
    get(target, key) {
      if (typeof key === 'string') read.add(key);
      return target[key as string];
    },
  });
  readConfig(recording);
  return [...read];
}

/** Names in backticks in the first column of a table. */
const documentedIn = (markdown: string) =>
  firstCells(markdown).flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name));

describe('the configuration reference (docs/configuration.md)', () => {
  it('finds the variables config.ts reads, so the comparisons below compare something', () => {
    const named = namedInConfig();
    for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'SHUTDOWN_GRACE_SECONDS', 'PGLITE_MAX_CONCURRENT']) {
      expect(named).toContain(name);
    }
    // Every variable readConfig reads, on the sandbox and on Razorpay, is one the source scan finds.
    const read = [
      ...readBy({}),
      ...readBy({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret' }),
    ];
    expect(read.filter((name) => !named.has(name))).toEqual([]);
  });

  it('documents every environment variable config.ts reads', () => {
    const documented = new Set(documentedIn(doc));
    expect([...namedInConfig()].filter((name) => !documented.has(name))).toEqual([]);
  });

  it('documents as a setting only what config.ts reads', () => {
    const named = namedInConfig();
    const settings = documentedIn(section(doc, 'Settings'));
    expect(settings.length).toBeGreaterThan(30);
    expect(settings.filter((name) => !named.has(name))).toEqual([]);
  });
});
