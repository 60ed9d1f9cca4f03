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
} else if (!generated.includes(".wasm', import.meta.url)")) {
  console.warn('prisma-generate: the query compiler is still loaded from base64 (generated code changed)');
}

// Prisma's client turns its parameterization schema (a graph of the arguments every operation
// takes) into one object per node whose keys are indices into a table of 1,330 field names. V8
// stores an object's integer keys below 1,024 as an array as long as the largest key, so 3,749
// nodes with 21,186 edges held 1.9 million slots: 14 MiB of heap in every process. The same graph
// with every name's index moved past V8's 1,024-slot gap (placeholder names first) makes each node
// a small hash table, 2 MiB in all; lookups by name work as before (docs/decisions/051).
const PADDING = 1100;
const schemaPattern =
  /config\.parameterizationSchema = \{\n {2}strings: JSON\.parse\(("(?:[^"\\]|\\.)*")\),\n {2}graph: "([^"]*)"\n\}/;
const client = fs.readFileSync(classFile, 'utf8');
const schema = schemaPattern.exec(client);
if (!schema) {
  console.warn('prisma-generate: the parameterization schema was not found (generated code changed); left as is');
} else {
  const strings = JSON.parse(JSON.parse(schema[1]));
  if (strings[0] !== '\u0000padding') {
    const graph = Buffer.from(schema[2], 'base64url');
    let at = 0;
    const out = [];
    const varint = () => {
      let value = 0;
      let shift = 0;
      let byte;
      do {
        byte = graph[at++];
        value += (byte & 127) * 2 ** shift;
        shift += 7;
      } while (byte >= 128);
      return value;
    };
    const put = (value) => {
      do {
        out.push((value & 127) | (value >= 128 ? 128 : 0));
        value = Math.floor(value / 128);
      } while (value > 0);
    };
    const copyVarint = () => put(varint());
    const copyBytes = (n) => {
      for (let i = 0; i < n; i++) out.push(graph[at++]);
    };
    // An optional index is stored plus one (0 for none).
    const shiftOptional = () => {
      const value = varint();
      put(value === 0 ? 0 : value + PADDING);
    };
    const [inputs, outputs, roots] = [varint(), varint(), varint()];
    [inputs, outputs, roots].forEach(put);
    for (let n = 0; n < inputs; n++) {
      const edges = varint();
      put(edges);
      for (let e = 0; e < edges; e++) {
        put(varint() + PADDING); // the field's name
        copyBytes(2); // scalar mask
        copyVarint(); // child node
        shiftOptional(); // enum's name
        copyBytes(1); // flags
      }
    }
    for (let n = 0; n < outputs; n++) {
      const edges = varint();
      put(edges);
      for (let e = 0; e < edges; e++) {
        put(varint() + PADDING);
        copyVarint(); // arguments node
        copyVarint(); // output node
      }
    }
    for (let n = 0; n < roots; n++) {
      put(varint() + PADDING);
      copyVarint();
      copyVarint();
    }
    if (at !== graph.length) {
      console.warn('prisma-generate: the parameterization graph did not read as expected; left as is');
    } else {
      const padded = [
        ...Array.from({ length: PADDING }, (_, i) => (i ? `\u0000padding ${i}` : '\u0000padding')),
        ...strings,
      ];
      const text = `config.parameterizationSchema = {\n  strings: JSON.parse(${JSON.stringify(JSON.stringify(padded))}),\n  graph: "${Buffer.from(out).toString('base64url')}"\n}`;
      fs.writeFileSync(
        classFile,
        client.replace(schemaPattern, () => text),
      );
    }
  }
}
