-- CreateTable
CREATE TABLE "ShopTimeZone" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "zone" TEXT NOT NULL,
    "setAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShopTimeZone_pkey" PRIMARY KEY ("id")
);

-- The zone the GST day totals are counted in: India time, the default of SHOP_TIME_ZONE, which
-- the days were counted in until now. The gateway writes the configured zone here at start and,
-- when it differs, rebuilds "GstDailyTotal" by the new zone's days (gateway/src/services/shop-time-sync.ts).
INSERT INTO "ShopTimeZone" ("id", "zone") VALUES (1, 'Asia/Kolkata');

-- A GST document's lines added to (sign 1) or taken from (sign -1) its day's totals by rate.
-- The day is the shop's: "issuedAt" is UTC without a zone, read in the zone kept in "ShopTimeZone".
CREATE OR REPLACE FUNCTION gst_daily_add(doc_kind text, issued timestamp, doc_lines jsonb, sign int) RETURNS void LANGUAGE sql AS E'
  INSERT INTO "GstDailyTotal" ("day", "kind", "rate", "documents", "taxable", "cgst", "sgst", "igst", "total")
  SELECT (issued AT TIME ZONE ''UTC'' AT TIME ZONE (SELECT "zone" FROM "ShopTimeZone" WHERE "id" = 1))::date,
    doc_kind, (l->>''rate'')::int, sign,
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
