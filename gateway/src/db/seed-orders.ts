import { randomUUID } from 'node:crypto';
import type { OrderStatus, Prisma } from './generated/client/client.js';
import type { SeedBuyer, SeedProduct, SeedReview } from '../demo/index.js';
import { issueInvoice } from '../services/tax/issue-invoice.js';
import type { Seller } from '../services/tax/seller.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** When each step of one sample order happened, oldest first. */
interface Timeline {
  placed: Date;
  paid: Date;
  confirmed: Date;
  shipped: Date;
  delivered: Date;
}

/**
 * A believable order life that ends before the buyer's review and starts after the product went
 * on sale: paid, confirmed a few hours later, shipped within two days, delivered within three,
 * squeezed proportionally for products that have been on sale only briefly.
 */
function timeline(now: number, productAgeDays: number, reviewAgeDays: number): Timeline {
  const reviewed = now - reviewAgeDays * DAY;
  const room = Math.max(0, (productAgeDays - reviewAgeDays) * DAY);
  // The whole life takes at most six days, and at most nine tenths of the time available.
  const scale = Math.min(1, (0.9 * room) / (6 * DAY));
  const delivered = reviewed - scale * 1 * DAY;
  const shipped = delivered - scale * 3 * DAY;
  const confirmed = shipped - scale * 1.5 * DAY;
  const placed = confirmed - scale * 0.5 * DAY;
  return {
    placed: new Date(Math.min(placed, reviewed - 4 * HOUR)),
    // The shopper pays on the provider's page a couple of minutes after placing the order.
    paid: new Date(Math.min(placed, reviewed - 4 * HOUR) + 2 * 60_000),
    confirmed: new Date(Math.min(confirmed, reviewed - 3 * HOUR)),
    shipped: new Date(Math.min(shipped, reviewed - 2 * HOUR)),
    delivered: new Date(Math.min(delivered, reviewed - HOUR)),
  };
}

/**
 * Writes, for every sample review, the delivered order it rests on: the buyer's address, the order
 * with one line of the product, its payment, its history (placed and paid by the buyer, moved on
 * by the admin) and its tax invoice, issued the way a paid order's is. The reviews are then those
 * of verified buyers by the same rule a shopper's are. Stock is left as the catalog says: these
 * orders are history, and the catalog's quantities are what is left after them.
 */
export async function createSampleOrders(
  tx: Prisma.TransactionClient,
  input: {
    buyers: SeedBuyer[];
    buyerIds: string[];
    reviews: SeedReview[];
    products: SeedProduct[];
    productIds: string[];
    adminId: string;
    seller: Seller;
  },
  now = Date.now(),
): Promise<number> {
  const { buyers, buyerIds, reviews, products, productIds, adminId, seller } = input;
  await tx.address.createMany({
    data: buyers.map((b, i) => ({
      userId: buyerIds[i]!,
      firstName: b.firstName,
      lastName: b.lastName,
      ...b.address,
      createdAt: new Date(now - 150 * DAY),
    })),
  });

  const orders = reviews
    .map((review, n) => {
      const product = products[review.productIndex]!;
      const when = timeline(now, product.ageDays, review.ageDays);
      return { id: randomUUID(), n, review, product, when };
    })
    // Invoice numbers follow the order the payments came in.
    .sort((a, b) => a.when.paid.getTime() - b.when.paid.getTime() || a.n - b.n);

  await tx.order.createMany({
    data: orders.map(({ id, review, product, when }) => {
      const buyer = buyers[review.buyerIndex]!;
      return {
        id,
        userId: buyerIds[review.buyerIndex]!,
        status: 'DELIVERED' as const,
        shipFirstName: buyer.firstName,
        shipLastName: buyer.lastName,
        shipStreetAddress: buyer.address.streetAddress,
        shipCity: buyer.address.city,
        shipState: buyer.address.state,
        shipZipCode: buyer.address.zipCode,
        shipMobile: buyer.address.mobile,
        totalPrice: product.price,
        totalDiscountedPrice: product.discountedPrice,
        discount: product.price - product.discountedPrice,
        totalItem: 1,
        createdAt: when.placed,
        updatedAt: when.delivered,
        paidAt: when.paid,
        confirmedAt: when.confirmed,
        shippedAt: when.shipped,
        deliveredAt: when.delivered,
      };
    }),
  });
  await tx.orderItem.createMany({
    data: orders.map(({ id, review, product }) => ({
      orderId: id,
      productId: productIds[review.productIndex]!,
      title: product.title,
      brand: product.brand,
      colour: product.colour,
      imageUrl: product.imageUrls[0] ?? '',
      size: (product.sizes.find((s) => s.quantity > 0) ?? product.sizes[0])?.name ?? 'Free Size',
      quantity: 1,
      price: product.price,
      discountedPrice: product.discountedPrice,
    })),
  });
  await tx.payment.createMany({
    data: orders.map(({ id, product, when }, i) => ({
      orderId: id,
      provider: 'sandbox',
      providerLinkId: `plink_sample${String(i + 1).padStart(6, '0')}`,
      providerPaymentId: `pay_sample${String(i + 1).padStart(6, '0')}`,
      status: 'PAID' as const,
      amount: product.discountedPrice,
      paidAt: when.paid,
      createdAt: when.placed,
    })),
  });
  const step = (
    orderId: string,
    from: OrderStatus | null,
    to: OrderStatus,
    at: Date,
    by: string,
    reason: string | null,
  ) => ({
    orderId,
    fromStatus: from,
    toStatus: to,
    changedById: by,
    reason,
    createdAt: at,
  });
  await tx.orderStatusChange.createMany({
    data: orders.flatMap(({ id, review, when }, i) => {
      const buyer = buyerIds[review.buyerIndex]!;
      const payment = `pay_sample${String(i + 1).padStart(6, '0')}`;
      return [
        step(id, null, 'PENDING', when.placed, buyer, 'Order placed'),
        step(id, 'PENDING', 'PLACED', when.paid, buyer, `Paid with sandbox payment ${payment} (webhook)`),
        step(id, 'PLACED', 'CONFIRMED', when.confirmed, adminId, null),
        step(id, 'CONFIRMED', 'SHIPPED', when.shipped, adminId, null),
        step(id, 'SHIPPED', 'DELIVERED', when.delivered, adminId, null),
      ];
    }),
  });
  for (const order of orders) await issueInvoice(tx, order.id, order.when.paid, seller);
  return orders.length;
}
