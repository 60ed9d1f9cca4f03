// `npm run lint:imports`: the import graph of gateway/src (and schema/, which it imports) against
// the order of layers in .dependency-cruiser.mjs. Fails, naming each offender, on any import
// circle, any import from a lower layer up to a higher one, and any module in no layer or in two.
// Type-only imports count: a type that runs the wrong way ties the modules as tightly as a value.
// Tests (*.test.ts) and generated code are left out: they sit beside the code, not in a layer.
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { LAYERS } from '../.dependency-cruiser.mjs';

const EXCLUDE = ['\\.test\\.ts$', '^gateway/src/db/generated/', '^node_modules/'];

const { output } = await cruise(
  ['gateway/src'],
  {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: EXCLUDE },
    includeOnly: ['^gateway/src/', '^schema/'],
    outputType: 'json',
  },
  {},
  { tsConfig: extractTSConfig('tsconfig.json') },
);
const result = typeof output === 'string' ? JSON.parse(output) : output;

/** The layers a module falls in: its index in LAYERS for each. */
const layersOf = (path) =>
  LAYERS.flatMap((layer, index) =>
    layer.paths.some((re) => re.test(path)) && !(layer.except ?? []).some((re) => re.test(path)) ? [index] : [],
  );

const modules = result.modules.filter((m) => !m.coreModule && /^(gateway\/src|schema)\//.test(m.source));
const known = new Set(modules.map((m) => m.source));
const layerOf = new Map();
const misplaced = [];
for (const m of modules) {
  const found = layersOf(m.source);
  if (found.length === 1) layerOf.set(m.source, found[0]);
  else
    misplaced.push(
      `${m.source}: in ${found.length === 0 ? 'no layer' : found.map((i) => LAYERS[i].name).join(' and ')}`,
    );
}

const edges = new Map(
  modules.map((m) => [m.source, [...new Set(m.dependencies.map((d) => d.resolved).filter((to) => known.has(to)))]]),
);

const upward = [];
for (const [from, tos] of edges) {
  for (const to of tos) {
    const a = layerOf.get(from);
    const b = layerOf.get(to);
    if (a !== undefined && b !== undefined && b > a) {
      upward.push(`${from} (${LAYERS[a].name}) → ${to} (${LAYERS[b].name})`);
    }
  }
}

// Circles: the strongly connected components of more than one module, or a module importing itself (Tarjan).
const circles = [];
{
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (start) => {
    // An explicit stack of [module, next edge to try], so a deep graph cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [v, i] = frame;
      const tos = edges.get(v) ?? [];
      if (i < tos.length) {
        frame[1] += 1;
        const w = tos[i];
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) {
          low.set(v, Math.min(low.get(v), index.get(w)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v) === index.get(v)) {
        const component = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1 || (edges.get(v) ?? []).includes(v)) circles.push(component.sort());
      }
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
}

for (const line of misplaced) console.error(`not in exactly one layer: ${line}`);
for (const circle of circles) console.error(`circle of ${circle.length}: ${circle.join(', ')}`);
for (const line of upward) console.error(`upward import: ${line}`);
console.log(`${modules.length} modules, ${circles.length} circles, ${upward.length} upward imports`);
if (misplaced.length > 0 || circles.length > 0 || upward.length > 0) process.exitCode = 1;
