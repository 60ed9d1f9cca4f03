// Compiles the gateway (gateway/src/main.ts and everything it imports from the repo) into one
// ES module, dist/gateway/main.js, so `npm start` runs plain JavaScript instead of compiling
// TypeScript through tsx at every start. npm packages stay external (loaded from node_modules).
// `node scripts/build-gateway.mjs` builds; `--if-stale` builds only when a source is newer.
// `--tests` builds the shop the tests start as a process instead (gateway/tests/support/shop-process.ts):
// the same gateway from an entry that first sets the tests' password cost, which must live in the
// bundle because the bundle has its own copy of every module. It goes to dist/test-shop, beside the
// production bundle but never started by `npm start`; inside the checkout (not node_modules/.cache),
// so checkouts sharing one node_modules (git worktrees) never run each other's shop.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const production = {
  entries: ['gateway/src/main.ts', 'gateway/src/boot/cluster.ts'],
  outfile: path.join(root, 'dist/gateway/main.js'),
  sources: ['gateway/src', 'schema', 'gateway/prisma'],
};
const tests = {
  entries: ['gateway/tests/support/shop-process-main.ts'],
  outfile: path.join(root, 'dist/test-shop/shop-process-main.js'),
  sources: [
    ...production.sources,
    'gateway/tests/support/shop-process-main.ts',
    'gateway/tests/support/test-password-work.ts',
  ],
};

function newestMtime(dir) {
  if (!fs.statSync(dir).isDirectory()) return fs.statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the bundle is missing or older than any gateway source (generated client included). */
export function gatewayBuildIsStale(target = production) {
  if (!fs.existsSync(target.outfile)) return true;
  const built = fs.statSync(target.outfile).mtimeMs;
  return target.sources.some((source) => {
    const full = path.join(root, source);
    return fs.existsSync(full) && newestMtime(full) > built;
  });
}

// Sources find files next to themselves (migrations, the storefront build) with import.meta.url;
// inside the bundle each module keeps its own source file's URL, so those paths stay right.
const keepModuleUrl = (outfile) => ({
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
});

export async function buildGateway(target = production) {
  // Loaded only to build, so a start with a fresh bundle never loads the compiler.
  const { build } = await import('esbuild');
  await build({
    entryPoints: target.entries.map((entry) => path.join(root, entry)).filter((f) => fs.existsSync(f)),
    outdir: path.dirname(target.outfile),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    // The map points at gateway/src's files on disk; without their text inlined it is 0.7 MB, not
    // 3 MB, which is what a process started with --enable-source-maps keeps (docs/decisions/051).
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [keepModuleUrl(target.outfile)],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const target = process.argv.includes('--tests') ? tests : production;
  if (process.argv.includes('--if-stale') && !gatewayBuildIsStale(target)) process.exit(0);
  const started = performance.now();
  await buildGateway(target);
  const where = path.relative(root, path.dirname(target.outfile));
  console.log(`Gateway compiled to ${where}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
