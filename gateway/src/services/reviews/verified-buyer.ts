import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * True when the shopper has received the product: an order of theirs holding it was delivered
 * (it may have been returned since: they had it in hand, and how it fitted is worth telling).
 */
export async function isVerifiedBuyer(db: Db, userId: string, productId: string): Promise<boolean> {
  const line = await db.orderItem.findFirst({
    where: { productId, order: { userId, deliveredAt: { not: null } } },
    select: { id: true },
  });
  return line !== null;
}

/** Why a shopper may not rate the product yet, in words for them. */
export async function whyNotVerified(db: Db, userId: string, productId: string): Promise<string> {
  const onTheWay = await db.orderItem.findFirst({
    where: { productId, order: { userId, paidAt: { not: null }, status: { in: ['PLACED', 'CONFIRMED', 'SHIPPED'] } } },
    select: { id: true },
  });
  return onTheWay
    ? 'You can rate and review this product once your order of it has been delivered.'
    : 'Only shoppers who bought this product and received it can rate and review it.';
}
