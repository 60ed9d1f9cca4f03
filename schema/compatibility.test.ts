import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { parse, print, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { acknowledgedPaths, breakingChanges } from './compatibility.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (relative: string) => fs.readFileSync(path.join(root, relative), 'utf8');
const released = read('schema/released.graphql');

/** The current schema without the `products` query: a deliberate breaking change. */
const withoutProducts = print(
  visit(parse(released), {
    ObjectTypeDefinition: (node) =>
      node.name.value === 'Query'
        ? { ...node, fields: node.fields?.filter((f) => f.name.value !== 'products') }
        : undefined,
  }),
);

/** Runs `npm run schema:check`'s script on the given files; resolves with its exit code. */
async function runCheck(current: string, changelog: string): Promise<{ code: number; output: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-check-'));
  fs.writeFileSync(path.join(dir, 'current.graphql'), current);
  fs.writeFileSync(path.join(dir, 'CHANGELOG.md'), changelog);
  const args = ['--import', 'tsx', 'schema/check.ts', path.join(root, 'schema/released.graphql')];
  args.push(path.join(dir, 'current.graphql'), path.join(dir, 'CHANGELOG.md'));
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd: root });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

describe('the schema check against the last release', () => {
  it('passes on the committed schema with the committed changelog', async () => {
    const open = (await breakingChanges(released, read('schema/schema.graphql'), read('CHANGELOG.md'))).filter(
      (c) => !c.acknowledged,
    );
    expect(open).toEqual([]);
  });

  it(
    'fails on a deliberately breaking change that the changelog does not acknowledge',
    { timeout: 30_000 },
    async () => {
      expect(withoutProducts).not.toBe(released);
      const result = await runCheck(withoutProducts, '# Changelog\n\n## Unreleased\n\n- Nothing yet.\n');
      expect(result.code).toBe(1);
      expect(result.output).toContain('Query.products');
    },
  );

  it('passes once the breaking change is acknowledged under Unreleased', { timeout: 30_000 }, async () => {
    const changelog = '# Changelog\n\n## Unreleased\n\n- BREAKING: Query.products: removed; use productsConnection.\n';
    const result = await runCheck(withoutProducts, changelog);
    expect(result.output).toContain('acknowledged  Query.products');
    expect(result.code).toBe(0);
  });

  it('counts acknowledgements under Unreleased only, not under a past release', () => {
    const changelog = [
      '## Unreleased',
      '- BREAKING: `Product.colour`: renamed',
      '## 2026-01-01',
      '- BREAKING: Query.orders: old news',
    ].join('\n');
    expect([...acknowledgedPaths(changelog)]).toEqual(['Product.colour']);
  });
});
