// Compiles the gateway (gateway/src/main.ts and everything it imports from the repo) into one
// ES module, dist/gateway/main.js, so `npm start` runs plain JavaScript instead of compiling
// TypeScript through tsx at every start. npm packages stay external (loaded from node_modules).
// `node scripts/build-gateway.mjs` builds; `--if-stale` builds only when a source is newer.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = path.join(root, 'dist/gateway/main.js');
const sourceDirs = ['gateway/src', 'schema', 'gateway/prisma'].map((d) => path.join(root, d));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the bundle is missing or older than any gateway source (generated client included). */
export function gatewayBuildIsStale() {
  if (!fs.existsSync(outfile)) return true;
  const built = fs.statSync(outfile).mtimeMs;
  return sourceDirs.some((dir) => fs.existsSync(dir) && newestMtime(dir) > built);
}

// Sources find files next to themselves (migrations, the storefront build) with import.meta.url;
// inside the bundle each module keeps its own source file's URL, so those paths stay right.
const keepModuleUrl = {
  name: 'keep-module-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = JSON.stringify(path.relative(path.dirname(outfile), args.path).split(path.sep).join('/'));
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${relative}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

export async function buildGateway() {
  // Loaded only to build, so a start with a fresh bundle never loads the compiler.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'gateway/src/main.ts'), path.join(root, 'gateway/src/boot/cluster.ts')].filter((f) =>
      fs.existsSync(f),
    ),
    outdir: path.dirname(outfile),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [keepModuleUrl],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv.includes('--if-stale') && !gatewayBuildIsStale()) process.exit(0);
  const started = performance.now();
  await buildGateway();
  console.log(`Gateway compiled to dist/gateway/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
