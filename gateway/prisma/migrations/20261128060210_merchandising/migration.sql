-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "styleKey" TEXT;

-- CreateTable
CREATE TABLE "Collection" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "seoTitle" TEXT NOT NULL DEFAULT '',
    "seoDescription" TEXT NOT NULL DEFAULT '',
    "kind" TEXT NOT NULL,
    "rule" TEXT,
    "category" TEXT,
    "productIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

    CONSTRAINT "Collection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HomeLayout" (
    "slot" TEXT NOT NULL,
    "sections" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,
    "publishedAt" TIMESTAMP(3),

    CONSTRAINT "HomeLayout_pkey" PRIMARY KEY ("slot")
);

-- CreateIndex
CREATE UNIQUE INDEX "Collection_slug_key" ON "Collection"("slug");

-- CreateIndex
CREATE INDEX "Product_styleKey_idx" ON "Product"("styleKey");

-- Written by hand: collections and the published home page are printed by server-rendered pages,
-- so changing them drops the shop's page and read caches on every host as a catalog change does
-- (catalog_version_bump, see the catalog_version migration). Saving the draft does not.
CREATE CONSTRAINT TRIGGER "Collection_catalogVersion" AFTER INSERT OR UPDATE OR DELETE ON "Collection"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();

CREATE CONSTRAINT TRIGGER "HomeLayout_catalogVersion" AFTER INSERT OR UPDATE ON "HomeLayout"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."slot" = 'published') EXECUTE FUNCTION catalog_version_bump();

CREATE CONSTRAINT TRIGGER "HomeLayout_catalogVersion_delete" AFTER DELETE ON "HomeLayout"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."slot" = 'published') EXECUTE FUNCTION catalog_version_bump();
