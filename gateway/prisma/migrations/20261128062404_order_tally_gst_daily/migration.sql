-- DropIndex
DROP INDEX "CreditNote_issuedAt_idx";

-- DropIndex
DROP INDEX "Invoice_issuedAt_idx";

-- CreateTable
CREATE TABLE "OrderTally" (
    "status" "OrderStatus" NOT NULL,
    "paymentMethod" "PaymentMethod" NOT NULL,
    "shard" INTEGER NOT NULL,
    "orders" INTEGER NOT NULL,

    CONSTRAINT "OrderTally_pkey" PRIMARY KEY ("status","paymentMethod","shard")
);

-- CreateTable
CREATE TABLE "GstDailyTotal" (
    "day" DATE NOT NULL,
    "kind" TEXT NOT NULL,
    "rate" INTEGER NOT NULL,
    "documents" INTEGER NOT NULL,
    "taxable" BIGINT NOT NULL,
    "cgst" BIGINT NOT NULL,
    "sgst" BIGINT NOT NULL,
    "igst" BIGINT NOT NULL,
    "total" BIGINT NOT NULL,

    CONSTRAINT "GstDailyTotal_pkey" PRIMARY KEY ("day","kind","rate")
);

-- CreateIndex
CREATE INDEX "CreditNote_issuedAt_number_idx" ON "CreditNote"("issuedAt", "number");

-- CreateIndex
CREATE INDEX "Invoice_issuedAt_number_idx" ON "Invoice"("issuedAt", "number");

-- CreateIndex
CREATE INDEX "Order_paymentMethod_paidAt_status_archivedAt_totalDiscounte_idx" ON "Order"("paymentMethod", "paidAt", "status", "archivedAt", "totalDiscountedPrice", "deliveryCharge", "codFee");

-- CreateIndex
CREATE INDEX "Order_paymentMethod_shippedAt_idx" ON "Order"("paymentMethod", "shippedAt");
-- The order list's tally, written by hand (Prisma does not model triggers and leaves them alone
-- when it diffs). Every writer (the shop, seeds, bulk generators, raw SQL) goes through it, in the
-- writer's own transaction. Semicolons inside the bodies are spelled \073 (see migration product_search).
INSERT INTO "OrderTally" ("status", "paymentMethod", "shard", "orders")
SELECT "status", "paymentMethod", hashtext("id") & 15, count(*)::int
FROM "Order" WHERE "archivedAt" IS NULL
GROUP BY 1, 2, 3;

CREATE FUNCTION order_tally_trigger() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''UPDATE'' AND OLD."status" = NEW."status" AND OLD."paymentMethod" = NEW."paymentMethod"
     AND (OLD."archivedAt" IS NULL) = (NEW."archivedAt" IS NULL) AND OLD."id" = NEW."id" THEN
    RETURN NULL\073
  END IF\073
  IF TG_OP IN (''UPDATE'', ''DELETE'') AND OLD."archivedAt" IS NULL THEN
    INSERT INTO "OrderTally" ("status", "paymentMethod", "shard", "orders")
    VALUES (OLD."status", OLD."paymentMethod", hashtext(OLD."id") & 15, -1)
    ON CONFLICT ("status", "paymentMethod", "shard") DO UPDATE SET "orders" = "OrderTally"."orders" - 1\073
  END IF\073
  IF TG_OP IN (''UPDATE'', ''INSERT'') AND NEW."archivedAt" IS NULL THEN
    INSERT INTO "OrderTally" ("status", "paymentMethod", "shard", "orders")
    VALUES (NEW."status", NEW."paymentMethod", hashtext(NEW."id") & 15, 1)
    ON CONFLICT ("status", "paymentMethod", "shard") DO UPDATE SET "orders" = "OrderTally"."orders" + 1\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "Order_tally" AFTER INSERT OR DELETE OR UPDATE OF "id", "status", "paymentMethod", "archivedAt" ON "Order"
FOR EACH ROW EXECUTE FUNCTION order_tally_trigger();

-- A GST document's lines added to (sign 1) or taken from (sign -1) its day's totals by rate.
-- The day is the shop's (India time, UTC+05:30, as "issuedAt" is UTC without a zone).
CREATE FUNCTION gst_daily_add(doc_kind text, issued timestamp, doc_lines jsonb, sign int) RETURNS void LANGUAGE sql AS E'
  INSERT INTO "GstDailyTotal" ("day", "kind", "rate", "documents", "taxable", "cgst", "sgst", "igst", "total")
  SELECT (issued + interval ''330 minutes'')::date, doc_kind, (l->>''rate'')::int, sign,
    sign * sum((l->>''taxable'')::bigint), sign * sum((l->>''cgst'')::bigint), sign * sum((l->>''sgst'')::bigint),
    sign * sum((l->>''igst'')::bigint), sign * sum((l->>''amount'')::bigint)
  FROM jsonb_array_elements(doc_lines) l
  GROUP BY (l->>''rate'')::int
  ON CONFLICT ("day", "kind", "rate") DO UPDATE SET
    "documents" = "GstDailyTotal"."documents" + EXCLUDED."documents",
    "taxable" = "GstDailyTotal"."taxable" + EXCLUDED."taxable",
    "cgst" = "GstDailyTotal"."cgst" + EXCLUDED."cgst",
    "sgst" = "GstDailyTotal"."sgst" + EXCLUDED."sgst",
    "igst" = "GstDailyTotal"."igst" + EXCLUDED."igst",
    "total" = "GstDailyTotal"."total" + EXCLUDED."total"
';

CREATE FUNCTION gst_daily_trigger() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP IN (''UPDATE'', ''DELETE'') THEN
    PERFORM gst_daily_add(TG_ARGV[0], OLD."issuedAt", OLD."lines", -1)\073
  END IF\073
  IF TG_OP IN (''UPDATE'', ''INSERT'') THEN
    PERFORM gst_daily_add(TG_ARGV[0], NEW."issuedAt", NEW."lines", 1)\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "Invoice_gst_daily" AFTER INSERT OR DELETE OR UPDATE OF "issuedAt", "lines" ON "Invoice"
FOR EACH ROW EXECUTE FUNCTION gst_daily_trigger('INVOICE');

CREATE TRIGGER "CreditNote_gst_daily" AFTER INSERT OR DELETE OR UPDATE OF "issuedAt", "lines" ON "CreditNote"
FOR EACH ROW EXECUTE FUNCTION gst_daily_trigger('CREDIT_NOTE');

INSERT INTO "GstDailyTotal" ("day", "kind", "rate", "documents", "taxable", "cgst", "sgst", "igst", "total")
SELECT d."day", d."kind", d."rate", count(*)::int, sum(d."taxable"), sum(d."cgst"), sum(d."sgst"), sum(d."igst"), sum(d."total")
FROM (
  SELECT (x."issuedAt" + interval '330 minutes')::date AS "day", x."kind", (l->>'rate')::int AS "rate",
    sum((l->>'taxable')::bigint) AS "taxable", sum((l->>'cgst')::bigint) AS "cgst", sum((l->>'sgst')::bigint) AS "sgst",
    sum((l->>'igst')::bigint) AS "igst", sum((l->>'amount')::bigint) AS "total"
  FROM (
    SELECT "id", 'INVOICE' AS "kind", "issuedAt", "lines" FROM "Invoice"
    UNION ALL
    SELECT "id", 'CREDIT_NOTE', "issuedAt", "lines" FROM "CreditNote"
  ) x, jsonb_array_elements(x."lines") l
  GROUP BY x."id", x."kind", x."issuedAt", (l->>'rate')::int
) d
GROUP BY d."day", d."kind", d."rate";
