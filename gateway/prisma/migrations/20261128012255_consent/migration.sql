-- CreateEnum
CREATE TYPE "ConsentTopic" AS ENUM ('NEWSLETTER', 'ORDER_REMINDERS', 'BACK_IN_STOCK');

-- CreateTable
CREATE TABLE "ConsentEvent" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "topic" "ConsentTopic" NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConsentEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ConsentEvent_userId_topic_createdAt_idx" ON "ConsentEvent"("userId", "topic", "createdAt");

-- CreateIndex
CREATE INDEX "ConsentEvent_topic_createdAt_idx" ON "ConsentEvent"("topic", "createdAt");

-- AddForeignKey
ALTER TABLE "ConsentEvent" ADD CONSTRAINT "ConsentEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
