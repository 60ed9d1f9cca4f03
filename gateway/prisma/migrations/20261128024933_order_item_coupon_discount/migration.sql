-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "couponDiscount" INTEGER NOT NULL DEFAULT 0;
