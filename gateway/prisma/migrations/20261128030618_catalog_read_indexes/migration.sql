-- DropIndex
DROP INDEX "Product_createdAt_idx";

-- DropIndex
DROP INDEX "Product_discountedPrice_idx";

-- DropIndex
DROP INDEX "Product_ratingAverage_ratingCount_idx";

-- CreateIndex
CREATE INDEX "Product_createdAt_id_idx" ON "Product"("createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Product_discountedPrice_id_idx" ON "Product"("discountedPrice", "id");

-- CreateIndex
CREATE INDEX "Product_ratingAverage_ratingCount_id_idx" ON "Product"("ratingAverage" DESC, "ratingCount" DESC, "id");

-- CreateIndex
CREATE INDEX "Product_listing_idx" ON "Product"("categoryId", "colour", "createdAt" DESC, "id", "deletedAt", "discountedPrice", "discountPercent", "quantity", "ratingAverage", "ratingCount");

-- CreateIndex
CREATE INDEX "ProductSize_productId_name_quantity_idx" ON "ProductSize"("productId", "name", "quantity");
