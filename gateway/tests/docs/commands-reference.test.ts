// docs/commands.md names every npm script of package.json, so a new script comes with its line.
import { describe, expect, it } from 'vitest';
import { readRepoFile } from './markdown.js';

const scripts = Object.keys((JSON.parse(readRepoFile('package.json')) as { scripts: Record<string, string> }).scripts);
const commands = readRepoFile('docs/commands.md');

describe('the commands reference (docs/commands.md)', () => {
  it('names every npm script', () => {
    expect(scripts.length).toBeGreaterThan(20);
    const named = (script: string) => commands.includes(`\`npm run ${script}`) || commands.includes(`\`npm ${script}`);
    expect(scripts.filter((script) => !named(script))).toEqual([]);
  });
});
