-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "deliveryCharge" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "freeDeliveryShortfall" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "DeliverySettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "freeDeliveryThreshold" INTEGER NOT NULL DEFAULT 49900,
    "deliveryCharge" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

    CONSTRAINT "DeliverySettings_pkey" PRIMARY KEY ("id")
);
