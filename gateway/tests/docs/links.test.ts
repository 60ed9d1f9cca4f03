// The README and docs/ point only at files that exist, and at headings those files have.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, documentationFiles, readRepoFile, repoRoot } from './markdown.js';

/** The Markdown outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** Every broken link of one file, as `file: target (why)`. */
function brokenLinks(file: string, markdown = readRepoFile(file)): string[] {
  const text = prose(markdown);
  const broken: string[] = [];
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target);
  for (const target of targets) {
    if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
    const [pathPart, anchor] = target.split('#');
    const resolved = pathPart ? path.posix.join(path.posix.dirname(file), pathPart) : file;
    if (!fs.existsSync(path.join(repoRoot, resolved))) {
      broken.push(`${file}: ${target} (no such file)`);
    } else if (anchor && resolved.endsWith('.md') && !anchorsOf(readRepoFile(resolved)).has(anchor)) {
      broken.push(`${file}: ${target} (no such heading in ${resolved})`);
    }
  }
  // Paths written out in the text (`docs/decisions/030-gst.md`) are read from the repository's root.
  for (const [mention] of text.matchAll(/(?<![\w/.-])docs\/[\w/.-]*\.md/g)) {
    if (!fs.existsSync(path.join(repoRoot, mention))) broken.push(`${file}: ${mention} (no such file)`);
  }
  return broken;
}

describe('links in README.md and docs/', () => {
  it('reads the README and the docs pages', () => {
    const files = documentationFiles();
    expect(files).toContain('README.md');
    expect(files).toContain('docs/rest.md');
    expect(files.some((file) => file.startsWith('docs/decisions/'))).toBe(true);
  });

  it('point at files that exist and at headings they have', () => {
    expect(documentationFiles().flatMap((file) => brokenLinks(file))).toEqual([]);
  });

  it('notices a missing file, a missing heading and a written-out path to nothing', () => {
    const page = '[gone](gone.md) [no heading](rest.md#no-such-heading) [fine](rest.md#errors) `docs/gone.md`';
    expect(brokenLinks('docs/page.md', page)).toEqual([
      'docs/page.md: gone.md (no such file)',
      'docs/page.md: rest.md#no-such-heading (no such heading in docs/rest.md)',
      'docs/page.md: docs/gone.md (no such file)',
    ]);
    expect(anchorsOf('# Payments both ways: webhooks, refunds and the ledger\n')).toEqual(
      new Set(['payments-both-ways-webhooks-refunds-and-the-ledger']),
    );
  });
});
