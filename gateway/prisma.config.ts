// Prisma CLI configuration. The shop itself migrates through the WASM schema engine
// (gateway/src/db/migrate.ts); this file lets `prisma migrate deploy --config gateway/prisma.config.ts`
// work too wherever the native engine can be installed.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/shop' },
});
