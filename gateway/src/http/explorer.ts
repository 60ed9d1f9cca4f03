import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const builtExplorer = fileURLToPath(new URL('../../../storefront/dist/graphiql.html', import.meta.url));

/**
 * The GraphQL explorer (GraphiQL, bundled from npm by the storefront build, so it works
 * offline). Before the first build, a short page says how to get it.
 */
export function explorerPage(): string {
  if (fs.existsSync(builtExplorer)) return fs.readFileSync(builtExplorer, 'utf8');
  return `<!doctype html><meta charset="utf-8"><title>GraphQL</title>
<p>The GraphQL endpoint is here: POST queries to <code>${path.posix.join('/', 'graphql')}</code>.
Run <code>npm run build</code> to get the GraphiQL explorer on this page.</p>`;
}
