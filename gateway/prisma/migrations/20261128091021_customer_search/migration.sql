-- The back office's searches for part of an e-mail or a name (ILIKE '%…%', decision 050) read
-- trigram indexes instead of every account. pg_trgm ships with PostgreSQL (contrib) and is a
-- trusted extension: the database's owner may create it. PGlite loads it in db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "User_email_trgm_idx" ON "User" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_firstName_trgm_idx" ON "User" USING GIN ("firstName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_lastName_trgm_idx" ON "User" USING GIN ("lastName" gin_trgm_ops);
