// The repo's import boundaries as a small local ESLint rule, `boundaries/no-restricted-paths`.
// Zones read like eslint-plugin-import's rule of that name ({ target, from, except, message }),
// but only relative imports are resolved (every boundary here is between folders of this repo),
// so no resolver with native bindings is needed (the registry this repo installs from lacks them).
// Two additions: `targetExcept` leaves folders inside a target out of it, and `allow` turns a
// zone around: the target may import only from the folders listed (and from itself), so a
// folder added later is out of bounds until someone decides otherwise.
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
    const zones = (context.options[0]?.zones ?? []).filter(
      (zone) =>
        asList(zone.target).some((target) => within(file, bare(target))) &&
        !asList(zone.targetExcept ?? []).some((except) => within(file, bare(except))),
    );
    if (zones.length === 0) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const imported = bare(path.resolve(path.dirname(context.filename), spec));
      const report = (zone) =>
        context.report({
          node: node.source,
          message: `Unexpected path "${spec}" imported in restricted zone. ${zone.message ?? ''}`.trim(),
        });
      for (const zone of zones) {
        if (zone.allow) {
          const allowed = [...asList(zone.target), ...asList(zone.allow)].some((dir) => within(imported, bare(dir)));
          if (!allowed) return report(zone);
          continue;
        }
        for (const from of asList(zone.from)) {
          const fromDir = bare(from);
          if (!within(imported, fromDir)) continue;
          const excepted = (zone.except ?? []).some((except) => within(imported, bare(path.join(from, except))));
          if (excepted) continue;
          return report(zone);
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
