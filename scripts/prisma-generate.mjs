// Runs `prisma generate` without the native schema engine: generate never runs the engine,
// but the CLI wants a file to exist, and downloading one fails offline.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
if (result.status !== 0) process.exit(result.status ?? 1);

// The generated client imports the query compiler's WebAssembly as a module holding it in base64
// (2.2 MB of text), which V8 keeps twice for the life of the process (the module's source and the
// string), 4.4 MiB of heap that is never used after the first query. The same bytes are written
// as a .wasm file beside the client, which then reads the file (docs/decisions/051). If a Prisma
// upgrade changes the generated code, the client is left as generated and this says so.
const classFile = path.join(root, 'gateway/src/db/generated/client/internal/class.ts');
const generated = fs.readFileSync(classFile, 'utf8');
const base64Import =
  /const \{ wasm \} = await import\("@prisma\/client\/runtime\/(query_compiler_\w+\.\w+)\.wasm-base64\.mjs"\)\n\s*return await decodeBase64AsWasm\(wasm\)/;
const found = base64Import.exec(generated);
if (found) {
  const name = `${found[1]}.wasm`;
  const source = path.join(root, `node_modules/@prisma/client/runtime/${found[1]}.wasm-base64.mjs`);
  const { wasm } = await import(pathToFileURL(source).href);
  fs.writeFileSync(path.join(path.dirname(classFile), name), Buffer.from(wasm, 'base64'));
  fs.writeFileSync(
    classFile,
    generated.replace(
      base64Import,
      `const { readFile } = await import('node:fs/promises')\n    return new WebAssembly.Module(await readFile(new URL('./${name}', import.meta.url)))`,
    ),
  );
} else if (!generated.includes('.wasm\', import.meta.url)')) {
  console.warn('prisma-generate: the query compiler is still loaded from base64 (generated code changed)');
}
