// `npm run schema:check`: fails when schema/schema.graphql breaks clients of the last release
// (schema/released.graphql) without a "- BREAKING: <path>: …" line under "## Unreleased" in
// CHANGELOG.md. On a release, copy schema.graphql to released.graphql and start a new Unreleased.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { breakingChanges } from './compatibility.js';

// Other files can be named on the command line (the test does): released, current, changelog.
const [released, current, changelog] = process.argv.slice(2);
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const read = (file: string) => fs.readFileSync(file, 'utf8');

const changes = await breakingChanges(
  read(released ?? here('./released.graphql')),
  read(current ?? here('./schema.graphql')),
  read(changelog ?? here('../CHANGELOG.md')),
);
const open = changes.filter((c) => !c.acknowledged);
for (const c of changes) console.log(`${c.acknowledged ? 'acknowledged' : 'BREAKING    '}  ${c.path}: ${c.message}`);
if (open.length) {
  console.error(
    `\n${open.length} breaking change(s) not acknowledged. Prefer a deprecation (deprecationReason) to a removal;` +
      ` if the break is meant, add under "## Unreleased" in CHANGELOG.md:\n` +
      open.map((c) => `- BREAKING: ${c.path}: <why, and what clients use instead>`).join('\n'),
  );
  process.exit(1);
}
console.log(`Schema check: no unacknowledged breaking change (${changes.length} acknowledged).`);
