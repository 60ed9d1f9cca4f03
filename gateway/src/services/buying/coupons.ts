import type { Coupon, Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { DomainError } from '../errors.js';
import { quoteDelivery, type DeliverySettingsView } from '../delivery/delivery-settings.js';
import { discountsOf, type Discounts, type RuleLine, type Shopper } from './coupon-rules.js';
import type { Tx } from '../../db/transactions.js';
import type { MoveEffect } from '../events.js';

type Db = PrismaClient | Tx;

/** A priced basket: the discounts, and the delivery charge after them. Paise. */
export interface PricedBasket {
  discounts: Discounts;
  /** The coupon rows behind the grants, to hold a use of each when the order is placed. */
  held: Coupon[];
  /** The code's row when the shopper's code applies. */
  coupon: Coupon | null;
  /** Goods after sale prices and both discounts: what the shopper pays for the goods. */
  netGoods: number;
  deliveryCharge: number;
  /** The delivery charge a free-delivery code waived. */
  deliveryDiscount: number;
  freeDeliveryShortfall: number;
}

/** Orders that count as "earlier orders" for a first-order code: all but those cancelled unpaid. */
const countedOrders = (userId: string): Prisma.OrderWhereInput => ({
  userId,
  NOT: { status: 'CANCELLED', paidAt: null },
});

/**
 * Prices a basket with the automatic offers and the shopper's code, as the cart shows it and as
 * the order is placed: offers and code read now (an edited coupon applies from the next read),
 * the free-delivery threshold judged on what the goods cost after the discounts.
 */
export async function priceBasket(
  db: Db,
  userId: string,
  code: string | null,
  lines: readonly RuleLine[],
  settings: Pick<DeliverySettingsView, 'freeDeliveryThreshold' | 'deliveryCharge'>,
  now = new Date(),
): Promise<PricedBasket> {
  const [offers, codeRow] = await Promise.all([
    db.coupon.findMany({ where: { automatic: true, paused: false }, orderBy: { createdAt: 'asc' } }),
    code ? db.coupon.findUnique({ where: { code } }) : null,
  ]);
  const coupon = codeRow && !codeRow.automatic ? codeRow : null;
  const ids = [...offers.map((o) => o.id), ...(coupon ? [coupon.id] : [])];
  const [earlierOrders, mine] = await Promise.all([
    offers.some((o) => o.firstOrderOnly) || coupon?.firstOrderOnly
      ? db.order.count({ where: countedOrders(userId) })
      : 0,
    ids.length ? db.couponCustomer.findMany({ where: { userId, couponId: { in: ids } } }) : [],
  ]);
  const shopperOf = (couponId: string): Shopper => ({
    earlierOrders,
    usesOfThis: mine.find((m) => m.couponId === couponId)?.uses ?? 0,
  });
  const byCode = new Map(offers.map((o) => [o.code, o]));
  const goods = lines.reduce((sum, l) => sum + l.discountedPrice, 0);
  const basket = { lines, deliveryCharge: quoteDelivery(goods, settings).charge, now };
  const discounts = discountsOf(
    basket,
    offers,
    coupon ? { rule: coupon, shopper: shopperOf(coupon.id) } : null,
    (rule) => shopperOf(byCode.get(rule.code)!.id),
  );
  if (code && !coupon) discounts.couponRefusal = `${code} is not a valid code`;
  const netGoods = goods - discounts.goods;
  const quote = quoteDelivery(netGoods, settings);
  const deliveryDiscount = discounts.delivery > 0 ? quote.charge : 0;
  const held = [
    ...(discounts.offer ? [byCode.get(discounts.offer.code)!] : []),
    ...(discounts.coupon && coupon ? [coupon] : []),
  ];
  return {
    discounts,
    held,
    coupon: discounts.coupon ? coupon : null,
    netGoods,
    deliveryCharge: quote.charge - deliveryDiscount,
    deliveryDiscount,
    freeDeliveryShortfall: deliveryDiscount ? 0 : quote.shortfall,
  };
}

/**
 * Holds one use of each granted coupon for a new order, inside the order's transaction. The
 * total and the customer's count are each raised by one statement that checks the cap in its
 * WHERE clause, so concurrent orders queue on the row and exactly the cap get through; the rest
 * are refused with CONFLICT and their order is rolled back whole.
 */
export async function holdUses(tx: Tx, priced: PricedBasket, orderId: string, userId: string): Promise<void> {
  for (const coupon of priced.held) {
    const raised = await tx.$executeRaw`
      UPDATE "Coupon" SET "usesHeld" = "usesHeld" + 1
      WHERE id = ${coupon.id} AND paused = false AND ("usageLimit" IS NULL OR "usesHeld" < "usageLimit")`;
    if (raised !== 1) throw new DomainError('CONFLICT', `${coupon.code}: this code has been used up`, 'couponCode');
    // A first-order code is once per customer whatever its cap says: two first orders at once
    // from one account both saw no earlier order.
    const cap = coupon.perCustomerLimit ?? 2_147_483_647;
    const limit = coupon.firstOrderOnly ? Math.min(cap, 1) : cap;
    const mine = await tx.$executeRaw`
      INSERT INTO "CouponCustomer" ("couponId", "userId", uses) VALUES (${coupon.id}, ${userId}, 1)
      ON CONFLICT ("couponId", "userId") DO UPDATE SET uses = "CouponCustomer".uses + 1
      WHERE "CouponCustomer".uses < ${limit}`;
    if (mine !== 1) {
      throw new DomainError('CONFLICT', `You have already used ${coupon.code} as often as it allows`, 'couponCode');
    }
    const grant = priced.discounts.offer?.code === coupon.code ? priced.discounts.offer : priced.discounts.coupon;
    const discount = (grant?.goods ?? 0) + (grant === priced.discounts.coupon ? priced.deliveryDiscount : 0);
    await tx.couponUse.create({ data: { couponId: coupon.id, orderId, userId, discount } });
  }
}

/** Gives back the uses an order holds (it was cancelled before it was paid). */
async function releaseUses(tx: Tx, orderId: string): Promise<void> {
  const uses = await tx.couponUse.findMany({ where: { orderId } });
  for (const use of uses) {
    const { count } = await tx.couponUse.deleteMany({ where: { id: use.id } });
    if (count !== 1) continue;
    await tx.$executeRaw`UPDATE "Coupon" SET "usesHeld" = GREATEST("usesHeld" - 1, 0) WHERE id = ${use.couponId}`;
    await tx.$executeRaw`
      UPDATE "CouponCustomer" SET uses = GREATEST(uses - 1, 0)
      WHERE "couponId" = ${use.couponId} AND "userId" = ${use.userId}`;
  }
}

/**
 * The order life cycle's hook: an order cancelled before payment (the sweep, the shopper, an
 * admin; an unpaid cash-on-delivery order too) releases its uses. A cancelled order paid late
 * after all takes them back without the cap: the shopper has paid the reduced price.
 */
export const couponUseEffect: MoveEffect = async (tx, move) => {
  if (move.to === 'CANCELLED') {
    const order = await tx.order.findUniqueOrThrow({ where: { id: move.orderId }, select: { paidAt: true } });
    if (!order.paidAt) await releaseUses(tx, move.orderId);
    return;
  }
  if (move.from === 'CANCELLED' && move.to === 'PLACED') await retakeUses(tx, move.orderId);
};

async function retakeUses(tx: Tx, orderId: string): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { userId: true, couponCode: true, offerCode: true, couponDiscount: true },
  });
  const codes = [order.couponCode, order.offerCode].filter((c): c is string => !!c);
  for (const code of codes) {
    const coupon = await tx.coupon.findUnique({ where: { code } });
    if (!coupon) continue;
    const taken = await tx.couponUse.findUnique({ where: { couponId_orderId: { couponId: coupon.id, orderId } } });
    if (taken) continue;
    await tx.couponUse.create({ data: { couponId: coupon.id, orderId, userId: order.userId, discount: 0 } });
    await tx.$executeRaw`UPDATE "Coupon" SET "usesHeld" = "usesHeld" + 1 WHERE id = ${coupon.id}`;
    await tx.$executeRaw`
      INSERT INTO "CouponCustomer" ("couponId", "userId", uses) VALUES (${coupon.id}, ${order.userId}, 1)
      ON CONFLICT ("couponId", "userId") DO UPDATE SET uses = "CouponCustomer".uses + 1`;
  }
}
