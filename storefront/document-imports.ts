import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
const IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*['"][./]*\/graphql(?:\/index|\/gql)?['"];?/;
const PREFIX = '\0graphql-document:';

/**
 * In production builds, replaces each `graphql(`…`)` call with the document codegen generated for
 * it (`XDocument`, or `XFragmentDoc` for a fragment), served as a module of its own. Without it
 * every page carries the client preset's map of all the shop's documents, the back office's too
 * (about 25 KB compressed): chunks are cut at module boundaries and src/graphql/graphql.ts is one
 * module. With it each chunk holds the documents it uses. The same job as the client preset's
 * Babel plugin, for a build without Babel.
 */
export function documentImports(root: string): Plugin {
  const generated = path.join(root, 'src/graphql/graphql.ts');
  const generatedDir = path.dirname(generated);
  let documents: Map<string, string> | null = null;
  const documentSource = (name: string) => {
    if (!documents) {
      documents = new Map();
      // codegen writes each document on one line: `export const X = {…} as unknown as DocumentNode<…>;`
      for (const line of fs.readFileSync(generated, 'utf8').split('\n')) {
        const match = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line);
        if (match) documents.set(match[1]!, match[2]!);
      }
    }
    const source = documents.get(name);
    if (!source) throw new Error(`${name} is not in ${generated}; run npm run codegen`);
    return source;
  };
  return {
    name: 'graphql-document-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return `export default ${documentSource(id.slice(PREFIX.length))};`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(generatedDir) || !code.includes('graphql(`')) return null;
      const imports = new Map<string, string>();
      const out = code.replace(CALL, (_call, text: string) => {
        const match = DEFINITION.exec(text);
        if (!match) throw new Error(`${file}: a graphql() document must start with a named operation or fragment`);
        const [, kind, name] = match;
        const exported = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        const local = `__document_${exported}`;
        imports.set(exported, local);
        return local;
      });
      if (imports.size === 0) return null;
      // Without the import of graphql() itself, nothing reaches the map of all documents.
      const rest = /\bgraphql\(/.test(out) ? out : out.replace(IMPORT, '');
      const lines = [...imports].map(
        ([exported, local]) => `import ${local} from ${JSON.stringify(PREFIX + exported)};`,
      );
      return { code: `${lines.join('\n')}\n${rest}`, map: null };
    },
  };
}
