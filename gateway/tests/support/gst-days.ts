// "GstDailyTotal" (kept by triggers, rebuilt when the shop's zone changes) against the documents
// themselves: every invoice and credit note's lines summed by shop day, kind and rate.
import { expect } from 'vitest';
import type { TestShop } from './harness.js';
import type { TaxLine } from '../../src/services/tax/tax-lines.js';
import { shopDay } from '../../src/services/shop-time.js';

/** Fails unless "GstDailyTotal" holds exactly the documents' counts and amounts by the shop's days; returns how many documents. */
export async function expectGstDailyTotalsMatch(shop: TestShop): Promise<number> {
  const expected = new Map<string, number[]>();
  const documents = [
    ...(await shop.db.prisma.invoice.findMany({ select: { issuedAt: true, lines: true } })).map((d) => ({
      kind: 'INVOICE',
      ...d,
    })),
    ...(await shop.db.prisma.creditNote.findMany({ select: { issuedAt: true, lines: true } })).map((d) => ({
      kind: 'CREDIT_NOTE',
      ...d,
    })),
  ];
  for (const d of documents) {
    const lines = d.lines as unknown as TaxLine[];
    for (const rate of new Set(lines.map((l) => l.rate))) {
      const key = `${shopDay(d.issuedAt)} ${d.kind} ${rate}`;
      const sums = expected.get(key) ?? [0, 0, 0, 0, 0, 0];
      sums[0]! += 1;
      for (const l of lines.filter((x) => x.rate === rate)) {
        [l.taxable, l.cgst, l.sgst, l.igst, l.amount].forEach((v, i) => (sums[i + 1]! += v));
      }
      expected.set(key, sums);
    }
  }
  const kept = await shop.db.prisma.$queryRaw<
    { day: string; kind: string; rate: number; d: bigint; t: bigint; c: bigint; s: bigint; i: bigint; total: bigint }[]
  >`SELECT to_char("day", 'YYYY-MM-DD') AS day, "kind", "rate", "documents"::bigint AS d, "taxable" AS t, "cgst" AS c,
      "sgst" AS s, "igst" AS i, "total" FROM "GstDailyTotal" WHERE "documents" <> 0`;
  const actual = new Map(
    kept.map((r) => [`${r.day} ${r.kind} ${r.rate}`, [r.d, r.t, r.c, r.s, r.i, r.total].map(Number)]),
  );
  expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
  return documents.length;
}
