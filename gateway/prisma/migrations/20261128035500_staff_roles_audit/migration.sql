-- CreateTable
CREATE TABLE "StaffRole" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "permissions" TEXT[],
    "builtIn" BOOLEAN NOT NULL DEFAULT false,
    "requiresTwoFactor" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffRole_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffMember" (
    "userId" TEXT NOT NULL,
    "roleId" TEXT NOT NULL,
    "totpSecret" TEXT,
    "totpPendingSecret" TEXT,
    "totpEnabledAt" TIMESTAMP(3),
    "totpLastStep" INTEGER,
    "recoveryCodes" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffMember_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "StaffInvitation" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "roleId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "invitedById" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT,
    "actorEmail" TEXT,
    "address" TEXT,
    "requestId" TEXT,
    "kind" TEXT NOT NULL,
    "objectType" TEXT,
    "objectId" TEXT,
    "summary" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StaffRole_name_key" ON "StaffRole"("name");

-- CreateIndex
CREATE INDEX "StaffMember_roleId_idx" ON "StaffMember"("roleId");

-- CreateIndex
CREATE UNIQUE INDEX "StaffInvitation_tokenHash_key" ON "StaffInvitation"("tokenHash");

-- CreateIndex
CREATE INDEX "StaffInvitation_email_idx" ON "StaffInvitation"("email");

-- CreateIndex
CREATE INDEX "AuditEntry_at_idx" ON "AuditEntry"("at");

-- CreateIndex
CREATE INDEX "AuditEntry_actorId_at_idx" ON "AuditEntry"("actorId", "at");

-- CreateIndex
CREATE INDEX "AuditEntry_kind_at_idx" ON "AuditEntry"("kind", "at");

-- CreateIndex
CREATE INDEX "AuditEntry_objectType_objectId_idx" ON "AuditEntry"("objectType", "objectId");

-- AddForeignKey
ALTER TABLE "StaffMember" ADD CONSTRAINT "StaffMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffMember" ADD CONSTRAINT "StaffMember_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "StaffRole"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffInvitation" ADD CONSTRAINT "StaffInvitation_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "StaffRole"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The built-in roles (gateway/src/services/staff/permissions.ts holds the same lists and checks them
-- at start). Two-factor sign-in by default for the owner and any role with refunds or settings.
INSERT INTO "StaffRole" ("id", "name", "permissions", "builtIn", "requiresTwoFactor") VALUES
  ('owner', 'Owner', ARRAY['catalogRead','catalogManage','merchandising','ordersRead','ordersStatus','ordersShip','ordersCancel','refunds','returns','customersRead','customersDeactivate','reviewsModerate','mailbox','gstReports','settings','staff','auditRead'], true, true),
  ('manager', 'Manager', ARRAY['catalogRead','catalogManage','merchandising','ordersRead','ordersStatus','ordersShip','ordersCancel','refunds','returns','customersRead','customersDeactivate','reviewsModerate','mailbox','gstReports','settings','auditRead'], true, true),
  ('catalog', 'Catalog', ARRAY['catalogRead','catalogManage','merchandising','reviewsModerate'], true, false),
  ('fulfilment', 'Fulfilment', ARRAY['catalogRead','ordersRead','ordersStatus','ordersShip','returns'], true, false),
  ('support', 'Support', ARRAY['ordersRead','customersRead','mailbox','returns'], true, false);

-- The audit log is append-only: no UPDATE or DELETE, whoever asks (PGlite and PostgreSQL alike).
CREATE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "AuditEntry_append_only" BEFORE UPDATE OR DELETE ON "AuditEntry"
  FOR EACH ROW EXECUTE FUNCTION "audit_entry_append_only"();
