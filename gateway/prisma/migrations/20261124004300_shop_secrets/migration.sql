-- CreateTable
CREATE TABLE "ShopSecret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShopSecret_pkey" PRIMARY KEY ("name")
);
