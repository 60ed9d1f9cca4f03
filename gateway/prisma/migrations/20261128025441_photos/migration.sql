-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "imageAlts" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "Photo" (
    "hash" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "sourceFormat" TEXT NOT NULL,
    "uploadedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Photo_pkey" PRIMARY KEY ("hash")
);

-- CreateTable
CREATE TABLE "PhotoFile" (
    "photoHash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "PhotoFile_pkey" PRIMARY KEY ("photoHash","name")
);

-- CreateIndex
CREATE INDEX "Photo_createdAt_idx" ON "Photo"("createdAt");

-- AddForeignKey
ALTER TABLE "PhotoFile" ADD CONSTRAINT "PhotoFile_photoHash_fkey" FOREIGN KEY ("photoHash") REFERENCES "Photo"("hash") ON DELETE CASCADE ON UPDATE CASCADE;
