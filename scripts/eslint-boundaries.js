// The repo's import boundaries as a small local ESLint rule, `boundaries/no-restricted-paths`.
// Zones read like eslint-plugin-import's rule of that name ({ target, from, except, message }),
// but only relative imports are resolved (every boundary here is between folders of this repo),
// so no resolver with native bindings is needed (the registry this repo installs from lacks them).
import path from 'node:path';

const root = process.cwd();
const asList = (value) => (Array.isArray(value) ? value : [value]);
/** A repo path without its ending: `./x.js`, `./x.ts` and `./x` name the same module. */
const bare = (p) => path.resolve(root, p).replace(/\.(tsx?|m?js)$/, '');
const within = (file, dir) => file === dir || file.startsWith(`${dir}${path.sep}`);

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across the repo boundaries given as zones.' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const file = bare(context.filename);
    const zones = (context.options[0]?.zones ?? []).filter((zone) =>
      asList(zone.target).some((target) => within(file, bare(target))),
    );
    if (zones.length === 0) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const imported = bare(path.resolve(path.dirname(context.filename), spec));
      for (const zone of zones) {
        for (const from of asList(zone.from)) {
          const fromDir = bare(from);
          if (!within(imported, fromDir)) continue;
          const excepted = (zone.except ?? []).some((except) => within(imported, bare(path.join(from, except))));
          if (excepted) continue;
          context.report({
            node: node.source,
            message: `Unexpected path "${spec}" imported in restricted zone. ${zone.message ?? ''}`.trim(),
          });
          return;
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundaries = { rules: { 'no-restricted-paths': rule } };
