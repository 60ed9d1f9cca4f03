// Reading the repository's Markdown for the documentation tests: files, sections, table cells, links.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function readRepoFile(relative: string): string {
  return fs.readFileSync(path.join(repoRoot, relative), 'utf8');
}

/** README.md and every Markdown file under docs/, as paths relative to the repository. */
export function documentationFiles(): string[] {
  const found = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) found.push(relative);
    }
  };
  walk('docs');
  return found;
}

/** The text under the heading `heading` (any level), up to the next heading of the same or a higher level. */
export function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#+ /.test(line) && line.replace(/^#+ /, '') === heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const level = lines[start].indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The first cell of every table body row (header and separator rows left out). */
export function firstCells(markdown: string): string[] {
  const lines = markdown.split('\n');
  const isSeparator = (line: string | undefined) => line !== undefined && /^\|\s*:?-/.test(line);
  return lines
    .filter((line, i) => line.startsWith('|') && !isSeparator(line) && !isSeparator(lines[i + 1]))
    .map((line) => line.split(/(?<!\\)\|/)[1]?.trim() ?? '');
}

/** The heading anchors GitHub makes for a Markdown file: lower case, punctuation dropped, spaces to dashes. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence || !/^#+ /.test(line)) continue;
    const base = line
      .replace(/^#+ /, '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}
