// After `npm install`: generate the Prisma client (+ Pothos types) and the storefront's typed
// GraphQL documents (and the example client's). All are derived files, so they are not committed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args) => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(['scripts/prisma-generate.mjs']);
run(['node_modules/@graphql-codegen/cli/cjs/bin.js', '--config', 'codegen.ts', '--silent']);
run(['node_modules/@graphql-codegen/cli/cjs/bin.js', '--config', 'examples/client/codegen.ts', '--silent']);
// The compiled gateway that `npm start` runs (it also compiles on start when sources changed).
run(['scripts/build-gateway.mjs']);
// What the first `npm start` would otherwise do: the storefront build and PGlite's empty cluster
// (gateway/src/boot/prepare.ts; it never fails the install). SKIP_PREPARE=1 leaves both to the start.
if (!process.env.SKIP_PREPARE) run(['--import', 'tsx', 'gateway/src/boot/prepare.ts']);
