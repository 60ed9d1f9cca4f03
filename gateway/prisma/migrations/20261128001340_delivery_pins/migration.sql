-- AlterTable
ALTER TABLE "DeliverySettings" ADD COLUMN     "defaultDeliveryDays" INTEGER NOT NULL DEFAULT 5,
ADD COLUMN     "codEnabled" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "DeliveryPin" (
    "code" TEXT NOT NULL,
    "codAllowed" BOOLEAN NOT NULL,
    "days" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryPin_pkey" PRIMARY KEY ("code")
);
