-- CreateTable
CREATE TABLE "ShopDetails" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "legalName" TEXT NOT NULL,
    "gstin" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "careEmail" TEXT NOT NULL,
    "carePhone" TEXT NOT NULL,
    "careHours" TEXT NOT NULL,
    "grievanceName" TEXT NOT NULL,
    "grievanceDesignation" TEXT NOT NULL,
    "grievanceEmail" TEXT NOT NULL,
    "grievancePhone" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

    CONSTRAINT "ShopDetails_pkey" PRIMARY KEY ("id")
);

-- Written by hand: the footer and the policy pages print these details, so saving them drops the
-- shop's page and read caches as a catalog change does (catalog_version_bump, see the
-- catalog_version migration).
CREATE CONSTRAINT TRIGGER "ShopDetails_catalogVersion" AFTER INSERT OR UPDATE OR DELETE ON "ShopDetails"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
