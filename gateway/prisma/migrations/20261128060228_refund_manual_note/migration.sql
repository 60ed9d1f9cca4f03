-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "manualNote" TEXT;
