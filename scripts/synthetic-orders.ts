// Deterministic synthetic customers and orders for the back office at scale (orders:generate,
// bench:back-office). Written by the database itself (INSERT … SELECT over generate_series), so a
// million orders take minutes, not hours. Order g is always the same order: its customer, status,
// dates (spread back from now, about one every minute), lines, payment and invoice.
import type { PrismaClient } from '../gateway/src/db/generated/client/client.js';

/** Adds `count` orders (and a customer for every 20 of them); answers how many orders there are then. */
export async function insertSyntheticOrders(prisma: PrismaClient, count: number, batch = 100_000): Promise<number> {
  const start = Number(
    (await prisma.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "Order" WHERE id LIKE 'bulk%'`))[0]!.n,
  );
  const customers = Math.max(100, Math.ceil((start + count) / 20));
  await prisma.$executeRawUnsafe(
    `INSERT INTO "User" (id, "firstName", "lastName", email, "passwordHash", role, "createdAt", "updatedAt")
     SELECT 'bulkuser' || g, 'Asha', 'Buyer ' || g, 'buyer' || g || '@bulk.example', '!', 'CUSTOMER',
       now() - g * interval '1 hour', now()
     FROM generate_series(1, $1::int) g ON CONFLICT DO NOTHING`,
    customers,
  );
  const products = await prisma.$queryRawUnsafe<{ ids: string[] }[]>(
    `SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM "Product" WHERE "deletedAt" IS NULL ORDER BY id LIMIT 500) p`,
  );
  const ids = products[0]!.ids;
  for (let from = start + 1; from <= start + count; from += batch) {
    const to = Math.min(start + count, from + batch - 1);
    await prisma.$transaction(
      async (tx) => {
        for (const [sql, ...params] of [
          // Status by g: 1 in 20 cancelled, 1 pending, 1 confirmed, 1 shipped, 1 returned, the rest delivered;
          // one in three cash on delivery. The id ends in eight hex digits, the number shoppers quote.
          [
            `INSERT INTO "Order" (id, "userId", status, "shipFirstName", "shipLastName", "shipStreetAddress", "shipCity",
           "shipState", "shipZipCode", "shipMobile", "totalPrice", "totalDiscountedPrice", discount, "deliveryCharge",
           "paymentMethod", "codFee", "totalItem", "createdAt", "updatedAt", "confirmedAt", "paidAt")
         SELECT 'bulk' || lpad(g::text, 9, '0') || substr(md5(g::text), 1, 12), 'bulkuser' || (1 + g % $3::int),
           (CASE g % 20 WHEN 0 THEN 'CANCELLED' WHEN 1 THEN 'PENDING' WHEN 2 THEN 'CONFIRMED' WHEN 3 THEN 'SHIPPED'
              WHEN 4 THEN 'RETURNED' ELSE 'DELIVERED' END)::"OrderStatus",
           'Asha', 'Buyer', '12 MG Road', 'Bengaluru', 'Karnataka', '560001', '9876543210',
           259900, 129900 + (g % 50) * 1000, 130000 - (g % 50) * 1000, CASE WHEN g % 7 = 0 THEN 4900 ELSE 0 END,
           (CASE WHEN g % 3 = 0 THEN 'COD' ELSE 'PREPAID' END)::"PaymentMethod", CASE WHEN g % 3 = 0 THEN 3900 ELSE 0 END,
           1, ts, ts, CASE WHEN g % 20 IN (0, 1) THEN NULL ELSE ts END, CASE WHEN g % 20 IN (0, 1) THEN NULL ELSE ts END
         FROM generate_series($1::int, $2::int) g, LATERAL (SELECT now() - g * interval '63 seconds' AS ts) t`,
            from,
            to,
            customers,
          ],
          [
            `INSERT INTO "OrderItem" (id, "orderId", "productId", title, brand, colour, "imageUrl", size, quantity, price, "discountedPrice")
         SELECT 'bulkline' || g, o.id, p.id, p.title, p.brand, p.colour, coalesce(p."imageUrls"[1], ''), 'M', 1, 259900,
           o."totalDiscountedPrice"
         FROM generate_series($1::int, $2::int) g
         JOIN "Order" o ON o.id = 'bulk' || lpad(g::text, 9, '0') || substr(md5(g::text), 1, 12)
         JOIN "Product" p ON p.id = ($3::text[])[1 + g % array_length($3::text[], 1)]`,
            from,
            to,
            ids,
          ],
          [
            `INSERT INTO "Payment" (id, "orderId", provider, "providerPaymentId", status, amount, "paidAt", method, "createdAt", "updatedAt")
         SELECT 'bulkpay' || o.id, o.id, 'sandbox', CASE WHEN o."paymentMethod" = 'PREPAID' THEN 'pay_bulk' || o.id END,
           'PAID', o."totalDiscountedPrice" + o."deliveryCharge" + o."codFee", o."paidAt", o."paymentMethod", o."paidAt", o."paidAt"
         FROM "Order" o WHERE o.id >= 'bulk' || lpad($1::text, 9, '0') AND o.id < 'bulk' || lpad(($2::int + 1)::text, 9, '0')
           AND o."paidAt" IS NOT NULL`,
            from,
            to,
          ],
          // Each paid order's invoice: one line at 5 % (clothing under ₹2,500), intra-state.
          [
            `INSERT INTO "Invoice" (id, number, "orderId", "issuedAt", "sellerName", "sellerGstin", "sellerAddress", "sellerState",
           sample, "buyerName", "buyerAddress", "placeOfSupply", "placeOfSupplyName", "intraState", lines, taxable, cgst, sgst, igst, total)
         SELECT 'bulkinv' || o.id, 'INV/BULK/' || substr(o.id, 5, 9), o.id, o."paidAt", 'Kapda', '29ABCDE1234F1Z5',
           'Bengaluru', '29', true, 'Asha Buyer', '12 MG Road, Bengaluru, Karnataka 560001', '29', 'Karnataka', true,
           jsonb_build_array(jsonb_build_object('description', 'Kurta', 'hsn', '6211', 'quantity', 1, 'rate', 500,
             'amount', amt, 'taxable', tx, 'cgst', (amt - tx) / 2, 'sgst', amt - tx - (amt - tx) / 2, 'igst', 0)),
           tx, (amt - tx) / 2, amt - tx - (amt - tx) / 2, 0, amt
         FROM "Order" o, LATERAL (SELECT o."totalDiscountedPrice" AS amt, round(o."totalDiscountedPrice" / 1.05)::int AS tx) a
         WHERE o.id >= 'bulk' || lpad($1::text, 9, '0') AND o.id < 'bulk' || lpad(($2::int + 1)::text, 9, '0')
           AND o."paidAt" IS NOT NULL`,
            from,
            to,
          ],
        ] as [string, ...unknown[]][])
          await tx.$executeRawUnsafe(sql, ...params);
      },
      { timeout: 600_000 },
    );
    console.log(`  orders ${from}–${to} written`);
  }
  // As a shop that grew over months finds its tables: autovacuum's statistics and visibility map
  // (index-only counts read the map; freshly written pages send them to the table: the dashboard
  // and the cash-to-collect filter took 0.5 s each on a just-written million orders, 0.1 s after).
  await prisma.$executeRawUnsafe('VACUUM (ANALYZE)');
  return Number((await prisma.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "Order"`))[0]!.n);
}
