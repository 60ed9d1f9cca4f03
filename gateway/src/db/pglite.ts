import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { SqlDriverAdapter } from '@prisma/driver-adapter-utils';

/**
 * The PostgreSQL extensions the migrations create (`CREATE EXTENSION`), which PGlite must load
 * itself: pg_trgm, whose trigram indexes serve the back office's "part of an e-mail or name"
 * searches (decision 050). Every PGlite the shop opens goes through `newPGlite`, so a database
 * made by one (the shop, the tests' snapshots, a restore, a new migration's scratch) opens in another.
 */
const PGLITE_EXTENSIONS = { pg_trgm };

const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
const pgliteVersion = (
  JSON.parse(fs.readFileSync(path.join(pgliteDist, '..', 'package.json'), 'utf8')) as { version: string }
).version;

interface PGliteParts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/**
 * PGlite's WebAssembly (8.7 MB, about a second of CPU to compile) and file bundle, compiled and
 * read once per process and kept on `globalThis`, so every PGlite of the process shares them:
 * a test worker that re-imports this module for each file, a restore, a migration's scratch
 * database and initdb's own instance included (docs/decisions/066).
 */
function pgliteParts(): Promise<PGliteParts> {
  const held = globalThis as { shopPGliteParts?: Promise<PGliteParts> };
  held.shopPGliteParts ??= (async () => {
    const [pglite, initdb, bundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((name) => fs.promises.readFile(path.join(pgliteDist, name))),
    );
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(pglite!),
      WebAssembly.compile(initdb!),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: inMemoryBlob(bundle!) };
  })();
  return held.shopPGliteParts;
}

/**
 * A Blob over bytes already in memory. Node 20's own Blob copies its bytes through a stream in
 * small chunks on every arrayBuffer(), which cost PGlite about a second of CPU per tar it loaded.
 */
export function inMemoryBlob(bytes: Uint8Array<ArrayBuffer>): Blob {
  const blob = new Blob([bytes]);
  const copy = () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  Object.defineProperty(blob, 'arrayBuffer', { value: () => Promise.resolve(copy()) });
  return blob;
}

/**
 * A PGlite with the shop's extensions: in `dataDir` when given, else in memory; `settings` are
 * PostgreSQL `-c name=value` start parameters added to PGlite's own.
 */
export async function newPGlite(
  dataDir?: string,
  options: PGliteOptions = {},
  settings: string[] = [],
): Promise<PGlite> {
  const withExtensions = {
    ...(await pgliteParts()),
    ...options,
    extensions: { ...PGLITE_EXTENSIONS, ...options.extensions },
    ...(settings.length ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
  };
  return dataDir ? new PGlite(dataDir, withExtensions) : new PGlite(withExtensions);
}

/**
 * Where `npm install` keeps an empty database cluster (PGlite's initdb, done once): a first start
 * on an empty DATA_DIR copies it instead of running initdb, which is most of PGlite's first start.
 * Named by PGlite's version, so an upgrade never loads another version's files.
 */
export const emptyClusterFile = fileURLToPath(
  new URL(`../../../dist/pglite-empty-${pgliteVersion}.tar`, import.meta.url),
);

/** The kept empty cluster, or undefined when `npm install` did not make one (it is then made by initdb). */
export function emptyCluster(): Blob | undefined {
  try {
    return inMemoryBlob(fs.readFileSync(emptyClusterFile));
  } catch {
    return undefined;
  }
}

/** Runs initdb once, in memory, and keeps the empty cluster in `emptyClusterFile`. */
export async function writeEmptyCluster(): Promise<string> {
  const db = await newPGlite();
  try {
    await db.waitReady;
    const dump = await db.dumpDataDir('none');
    fs.mkdirSync(path.dirname(emptyClusterFile), { recursive: true });
    const partial = `${emptyClusterFile}.${process.pid}.partial`;
    fs.writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(partial, emptyClusterFile);
    return emptyClusterFile;
  } finally {
    await db.close();
  }
}

/**
 * Prisma's adapter for a PGlite, whose shadow database (where the schema engine replays the
 * migrations to diff them) is a PGlite with the shop's extensions too: the adapter's own is a
 * bare PGlite, on which `CREATE EXTENSION pg_trgm` fails.
 */
export class ShopPrismaPGlite extends PrismaPGlite {
  override async connectToShadowDb(): Promise<SqlDriverAdapter> {
    return new PrismaPGlite(await newPGlite()).connect();
  }
}
