// Runs `prisma generate` without the native schema engine: generate never runs the engine,
// but the CLI wants a file to exist, and downloading one fails offline.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
// Generators such as prisma-pothos-types are found on PATH, as npm scripts would find them.
env.PATH = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}`;
const result = spawnSync(
  process.execPath,
  ['node_modules/prisma/build/index.js', 'generate', '--config', 'gateway/prisma.config.ts'],
  { cwd: root, env, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
