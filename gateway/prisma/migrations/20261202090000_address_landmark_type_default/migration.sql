-- AlterTable
ALTER TABLE "Address" ADD COLUMN     "addressType" TEXT NOT NULL DEFAULT 'HOME',
ADD COLUMN     "isDefault" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "landmark" TEXT NOT NULL DEFAULT '';
