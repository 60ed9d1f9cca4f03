-- CreateEnum
CREATE TYPE "GrievanceStatus" AS ENUM ('OPEN', 'RESOLVED');

-- CreateTable
CREATE TABLE "Grievance" (
    "id" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "orderNumber" TEXT,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "userId" TEXT,
    "status" "GrievanceStatus" NOT NULL DEFAULT 'OPEN',
    "resolution" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "resolvedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Grievance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Grievance_reference_key" ON "Grievance"("reference");

-- CreateIndex
CREATE INDEX "Grievance_status_createdAt_idx" ON "Grievance"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Grievance_email_createdAt_idx" ON "Grievance"("email", "createdAt");

-- The new permission "grievances" (read and resolve them) for the built-in roles that answer customers.
UPDATE "StaffRole" SET "permissions" = array_append("permissions", 'grievances')
  WHERE "id" IN ('owner', 'manager', 'support') AND NOT ('grievances' = ANY("permissions"));
