-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('PREPAID', 'COD');

-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'RETURN_TO_ORIGIN';

-- AlterTable
ALTER TABLE "DeliverySettings" ADD COLUMN     "codFee" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "codMaximum" INTEGER NOT NULL DEFAULT 500000,
ADD COLUMN     "codMinimum" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "codRefusalLimit" INTEGER NOT NULL DEFAULT 2;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "codFee" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "paymentMethod" "PaymentMethod" NOT NULL DEFAULT 'PREPAID';

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "method" "PaymentMethod" NOT NULL DEFAULT 'PREPAID',
ADD COLUMN     "recordedById" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "codBarredAt" TIMESTAMP(3),
ADD COLUMN     "codBarredReason" TEXT;
