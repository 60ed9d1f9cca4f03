import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine as SchemaEngineType } from '@prisma/schema-engine-wasm';

// The package's entry imports the .wasm file as an ES module, which Node 20 cannot do
// without a flag; so the same bindings are wired to the module by hand, once.
let ready: Promise<typeof SchemaEngineType> | undefined;

/** The official Prisma schema engine (migrations), compiled to WebAssembly: nothing to download. */
export function loadSchemaEngine(): Promise<typeof SchemaEngineType> {
  ready ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(
      path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')),
      'schema_engine_bg.wasm',
    );
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), {
      './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports,
    });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start: () => void };
    (bindings as unknown as { __wbg_set_wasm(wasm: unknown): void }).__wbg_set_wasm(exports);
    exports.__wbindgen_start();
    return (bindings as unknown as { SchemaEngine: typeof SchemaEngineType }).SchemaEngine;
  })();
  return ready;
}
