-- AlterTable
ALTER TABLE "Cart" ADD COLUMN     "touchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "Mail" ADD COLUMN     "listUnsubscribe" TEXT;

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "manualMethod" TEXT,
ADD COLUMN     "manualReference" TEXT;

-- CreateTable
CREATE TABLE "CartReminder" (
    "id" TEXT NOT NULL,
    "cartId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "cartTouchedAt" TIMESTAMP(3) NOT NULL,
    "lines" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderId" TEXT,
    "recoveredAt" TIMESTAMP(3),

    CONSTRAINT "CartReminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CartReminder_orderId_key" ON "CartReminder"("orderId");

-- CreateIndex
CREATE INDEX "CartReminder_cartId_createdAt_idx" ON "CartReminder"("cartId", "createdAt");

-- CreateIndex
CREATE INDEX "CartReminder_userId_createdAt_idx" ON "CartReminder"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "CartReminder_createdAt_idx" ON "CartReminder"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CartReminder_cartId_cartTouchedAt_key" ON "CartReminder"("cartId", "cartTouchedAt");

-- AddForeignKey
ALTER TABLE "CartReminder" ADD CONSTRAINT "CartReminder_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "Cart"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartReminder" ADD CONSTRAINT "CartReminder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
