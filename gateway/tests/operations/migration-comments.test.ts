// Prisma's schema engine splits a migration into statements at every `;` on PostgreSQL, comments
// included: a comment holding one applied on PGlite but failed on PostgreSQL ("syntax error at or
// near …"). No comment line of a migration may hold a semicolon.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const migrations = fileURLToPath(new URL('../../prisma/migrations/', import.meta.url));

describe('migrations', () => {
  it('have no semicolon in a comment', () => {
    const offending: string[] = [];
    for (const name of fs.readdirSync(migrations)) {
      const file = path.join(migrations, name, 'migration.sql');
      if (!fs.existsSync(file)) continue;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const comment = line.indexOf('--');
          if (comment >= 0 && line.slice(comment).includes(';')) offending.push(`${name}:${i + 1}`);
        });
    }
    expect(offending).toEqual([]);
  });
});
