-- CreateTable
CREATE TABLE "CatalogVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogVersion_pkey" PRIMARY KEY ("id")
);

-- Written by hand: Prisma does not model functions or triggers (and leaves them alone when it
-- diffs). Each catalog table gets a trigger that moves the version when a transaction that
-- changed it commits: a DEFERRABLE INITIALLY DEFERRED constraint trigger runs at commit, so the
-- version row is locked only for the moment of the commit (no transaction waits on it while it
-- still takes other locks, so none can deadlock through it), and a reader that sees the new
-- version also sees the new data. The first row of a transaction bumps the version, the rest see
-- the transaction-local setting and return at once, so bulk writes (the seed, a generated
-- catalog) cost one update.
--
-- Prisma's PostgreSQL adapter runs a migration by splitting it at every semicolon, even inside
-- comments and function bodies. So this file has semicolons only between statements: the
-- plpgsql body is an E'' string that spells its semicolons as the octal escape \073.

INSERT INTO "CatalogVersion" ("id", "version") VALUES (1, 0);

CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF current_setting(''shop.catalog_bumped'', true) = txid_current()::text THEN
    RETURN NULL\073
  END IF\073
  PERFORM set_config(''shop.catalog_bumped'', txid_current()::text, true)\073
  UPDATE "CatalogVersion" SET "version" = "version" + 1, "changedAt" = now() WHERE "id" = 1\073
  RETURN NULL\073
END
';

CREATE CONSTRAINT TRIGGER "Product_catalogVersion" AFTER INSERT OR UPDATE OR DELETE ON "Product"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();

CREATE CONSTRAINT TRIGGER "ProductSize_catalogVersion" AFTER INSERT OR UPDATE OR DELETE ON "ProductSize"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();

CREATE CONSTRAINT TRIGGER "Category_catalogVersion" AFTER INSERT OR UPDATE OR DELETE ON "Category"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();

CREATE CONSTRAINT TRIGGER "NavFeatured_catalogVersion" AFTER INSERT OR UPDATE OR DELETE ON "NavFeatured"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();

CREATE CONSTRAINT TRIGGER "NavPage_catalogVersion" AFTER INSERT OR UPDATE OR DELETE ON "NavPage"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
