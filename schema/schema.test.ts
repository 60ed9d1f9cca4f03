import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSdl, sdlPath } from './print.js';

describe('the GraphQL contract', () => {
  it('schema/schema.graphql matches the schema the code builds (run `npm run schema:print` after changing types)', () => {
    expect(fs.readFileSync(sdlPath, 'utf8')).toBe(printSdl());
  });

  it('exposes the Product type and a paginated products query', () => {
    const sdl = printSdl();
    expect(sdl).toMatch(/type Product \{/);
    expect(sdl).toMatch(/products\([\s\S]*?\): ProductPage!/);
    expect(sdl).toMatch(
      /type ProductPage \{[\s\S]*content: \[Product!\]![\s\S]*totalElements: Int![\s\S]*totalPages: Int!/,
    );
  });
});
