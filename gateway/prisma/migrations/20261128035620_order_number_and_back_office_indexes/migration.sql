-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "number" TEXT;

-- CreateIndex
CREATE INDEX "Order_archivedAt_createdAt_id_idx" ON "Order"("archivedAt", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Order_archivedAt_status_createdAt_id_idx" ON "Order"("archivedAt", "status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Order_number_idx" ON "Order"("number");

-- CreateIndex
CREATE INDEX "User_createdAt_id_idx" ON "User"("createdAt" DESC, "id");

-- The order's number, written by hand: Prisma does not model triggers (and leaves them alone when
-- it diffs). Every writer (the shop, seeds, bulk generators, raw SQL) gets it, so the number is
-- never missing. Semicolons inside the body are spelled \073 (see migration product_search).
UPDATE "Order" SET "number" = upper(right("id", 8));

CREATE FUNCTION order_number_trigger() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."number" := upper(right(NEW."id", 8))\073
  RETURN NEW\073
END';

CREATE TRIGGER "Order_number" BEFORE INSERT OR UPDATE OF "id" ON "Order"
FOR EACH ROW EXECUTE FUNCTION order_number_trigger();
