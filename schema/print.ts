// `npm run schema:print`: writes schema/schema.graphql from the code. The test suite fails
// when the committed file differs, so reviewers always see the contract that runs.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './index.js';

export const sdlPath = fileURLToPath(new URL('./schema.graphql', import.meta.url));
export const printSdl = () => `${printSchema(schema)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  fs.writeFileSync(sdlPath, printSdl());
  console.log(`Wrote ${sdlPath}`);
}
