import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import type { Unchecked } from '../accounts/account-rules.js';
import { checkAddress, checkIdempotencyKey, lineName, streetWithLandmark, type AddressFields } from './order-rules.js';
import { reserveStock } from './stock.js';
import { isUniqueViolation } from '../../db/errors.js';
import { signedIn } from '../accounts/viewer.js';
import type { RequestContext } from '../accounts/viewer.js';
import { checkStatuses } from './order-lifecycle.js';
import { WRITE_TX } from '../../db/transactions.js';
import { countShopEvent } from '../../telemetry/shop-events.js';
import type { DeliverySettingsService } from '../delivery/delivery-settings.js';
import { holdUses, priceBasket } from './coupons.js';
import type { ServiceabilityService } from '../delivery/serviceability.js';
import { linePriceChange, priceChangeText } from './cart.js';

/** Extra Prisma selection a caller wants on each order (GraphQL plans it from the query). */
export type OrderQuery = { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect };
type Loaded<Q extends OrderQuery> = Prisma.OrderGetPayload<Q>;

export const DEFAULT_PAYMENT_TIMEOUT_MINUTES = 30;

export interface OrderOptions {
  /** How long a new order waits for its payment before the sweep cancels it. */
  paymentTimeoutMinutes?: number;
}

export interface CreateOrderInput {
  address: Unchecked<AddressFields> | null | undefined;
  saveAddress?: unknown;
  idempotencyKey?: unknown;
}

/** Orders: placing one from the cart (price snapshot, stock reserved), and reading them. */
export class OrderService {
  readonly paymentTimeoutMinutes: number;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly delivery: DeliverySettingsService,
    private readonly serviceability: ServiceabilityService,
    options: OrderOptions = {},
  ) {
    this.paymentTimeoutMinutes = options.paymentTimeoutMinutes ?? DEFAULT_PAYMENT_TIMEOUT_MINUTES;
  }

  /**
   * Turns the viewer's cart into a PENDING order: prices and the delivery charge copied as they
   * are now, the address checked and copied, stock reserved for every line in the same transaction (all or
   * nothing). With an idempotency key a retry returns the first order (`created: false`).
   */
  async createOrder<Q extends OrderQuery>(
    rc: RequestContext,
    input: CreateOrderInput,
    query: Q = {} as Q,
  ): Promise<{ order: Loaded<Q>; created: boolean }> {
    const viewer = signedIn(rc);
    const address = checkAddress(input.address);
    const idempotencyKey = checkIdempotencyKey(input.idempotencyKey);
    const saveAddress = input.saveAddress === true || input.saveAddress === 'true';
    const byKey = async () =>
      idempotencyKey
        ? ((await this.prisma.order.findUnique({
            ...query,
            where: { userId_idempotencyKey: { userId: viewer.id, idempotencyKey } },
          })) as Loaded<Q> | null)
        : null;
    const earlier = await byKey();
    if (earlier) return { order: earlier, created: false };
    // A PIN code that does not exist or is not served is refused as the address form's own error.
    await this.serviceability.requireServiceable(address.zipCode);

    const cart = await this.prisma.cart.findUnique({
      where: { userId: viewer.id },
      select: {
        id: true,
        couponCode: true,
        items: { include: { product: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
      },
    });
    const items = cart?.items ?? [];
    if (!items.length) throw invalidInput('Your cart is empty: add something to it first', 'cart');
    const gone = items.filter((item) => item.product.deletedAt);
    if (gone.length) {
      // Taken off sale since it went into the cart: the cart drops it, the shopper looks again.
      await this.prisma.cartItem.deleteMany({ where: { id: { in: gone.map((item) => item.id) } } });
      throw new DomainError(
        'CONFLICT',
        `${gone.map((item) => item.product.title).join(', ')} is no longer sold and was removed from your cart; please check your cart`,
      );
    }
    // A price that moved since the line went into the cart is never charged unseen: the order is
    // refused, naming each change, until the shopper acknowledges it (acknowledgePriceChanges).
    const moved = items.flatMap((item) => {
      const change = linePriceChange(item);
      return change ? [priceChangeText(lineName(item.product.title, item.size), change.from, change.to)] : [];
    });
    if (moved.length) {
      throw new DomainError(
        'CONFLICT',
        `${moved.join('; ')}. Please look at the new price and confirm it before placing your order`,
        'priceChanges',
      );
    }
    const lines = items.map((item) => ({
      productId: item.productId,
      title: item.product.title,
      brand: item.product.brand,
      colour: item.product.colour,
      imageUrl: item.product.imageUrls[0] ?? '',
      size: item.size,
      quantity: item.quantity,
      price: item.product.price * item.quantity,
      discountedPrice: item.product.discountedPrice * item.quantity,
    }));
    const totalPrice = lines.reduce((sum, l) => sum + l.price, 0);
    const now = new Date();
    // The discounts and the charge are copied into the order: later changes of the coupons or
    // the settings leave it alone.
    const priced = await priceBasket(
      this.prisma,
      viewer.id,
      cart!.couponCode,
      items.map((item, i) => ({ ...lines[i]!, categoryId: item.product.categoryId })),
      await this.delivery.current(),
      now,
    );
    if (cart!.couponCode && priced.discounts.couponRefusal) {
      // Refused whole, the code left in the cart: the cart's next read drops it with the notice.
      throw new DomainError(
        'CONFLICT',
        `${priced.discounts.couponRefusal}: ${cart!.couponCode} no longer applies to your cart; please check your cart`,
        'couponCode',
      );
    }
    const shares = priced.discounts.lineShares;
    const totalDiscountedPrice = priced.netGoods;

    let orderId: string;
    try {
      orderId = await this.prisma.$transaction(async (tx) => {
        // The order row first: a concurrent retry with the same key waits on its unique index.
        const order = await tx.order.create({
          select: { id: true },
          data: {
            userId: viewer.id,
            idempotencyKey,
            status: 'PENDING',
            shipFirstName: address.firstName,
            shipLastName: address.lastName,
            shipStreetAddress: streetWithLandmark(address),
            shipCity: address.city,
            shipState: address.state,
            shipZipCode: address.zipCode,
            shipMobile: address.mobile,
            totalPrice,
            totalDiscountedPrice,
            discount: totalPrice - totalDiscountedPrice,
            deliveryCharge: priced.deliveryCharge,
            freeDeliveryShortfall: priced.freeDeliveryShortfall,
            couponCode: priced.coupon?.code ?? null,
            offerCode: priced.discounts.offer?.code ?? null,
            couponDiscount: priced.discounts.goods,
            deliveryDiscount: priced.deliveryDiscount,
            totalItem: lines.reduce((sum, l) => sum + l.quantity, 0),
            createdAt: now,
            expiresAt: new Date(now.getTime() + this.paymentTimeoutMinutes * 60_000),
            items: { create: lines.map((l, i) => ({ ...l, couponDiscount: shares[i] ?? 0 })) },
            statusChanges: { create: { toStatus: 'PENDING', changedById: viewer.id, reason: 'Order placed' } },
          },
        });
        await holdUses(tx, priced, order.id, viewer.id);
        await reserveStock(tx, lines);
        if (saveAddress) await this.saveAddress(tx, viewer.id, address);
        return order.id;
      }, WRITE_TX);
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error)) {
        const first = await byKey();
        if (first) return { order: first, created: false };
      }
      throw error;
    }
    countShopEvent('order_placed');
    const order = await this.prisma.order.findUniqueOrThrow({ ...query, where: { id: orderId } });
    return { order: order as Loaded<Q>, created: true };
  }

  /** Keeps the address in the user's address book, unless the very same one is there already. */
  private async saveAddress(tx: Prisma.TransactionClient, userId: string, address: AddressFields) {
    const same = await tx.address.findFirst({ where: { userId, ...address }, select: { id: true } });
    if (same) return;
    // The first address of a book is its default.
    const hasDefault = await tx.address.count({ where: { userId, isDefault: true } });
    await tx.address.create({ data: { userId, ...address, isDefault: hasDefault === 0 } });
  }

  /**
   * The viewer's orders, newest first. Without statuses: the orders they paid for. With statuses:
   * those statuses; an order cancelled before it was ever paid is never listed.
   */
  async listMine<Q extends OrderQuery>(
    rc: RequestContext,
    input: { status?: readonly unknown[] | null },
    query: Q = {} as Q,
  ): Promise<Loaded<Q>[]> {
    const where = myOrdersWhere(rc, input);
    const orders = await this.prisma.order.findMany({
      ...query,
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return orders as Loaded<Q>[];
  }

  /** One order, for its buyer or an ADMIN; for anyone else it does not exist (NOT_FOUND). */
  async getOrder<Q extends OrderQuery>(rc: RequestContext, id: string, query: Q = {} as Q): Promise<Loaded<Q>> {
    const viewer = signedIn(rc);
    const where = viewer.role === 'ADMIN' ? { id: String(id) } : { id: String(id), userId: viewer.id };
    const order = await this.prisma.order.findFirst({ ...query, where });
    if (!order) throw notFound(`No order with id ${id}`);
    return order as Loaded<Q>;
  }
}

/**
 * Which orders "my orders" lists: without a status every order the buyer paid for or placed as
 * cash on delivery; with
 * statuses those (orders cancelled before payment still left out). Shared by the list and its
 * cursor connection.
 */
export function myOrdersWhere(
  rc: RequestContext,
  input: { status?: readonly unknown[] | null },
): Prisma.OrderWhereInput {
  const viewer = signedIn(rc);
  const statuses = input.status?.length ? checkStatuses(input.status) : null;
  // A cash-on-delivery order is the buyer's from its placing, though paid only at the door.
  const cod = { paymentMethod: 'COD' as const, status: { not: 'PENDING' as const } };
  // An exchange's replacement order is theirs too, though nothing is paid for it (decision 038).
  const exchange = { exchangeFor: { isNot: null } };
  return statuses
    ? {
        userId: viewer.id,
        status: { in: statuses },
        OR: [{ paidAt: { not: null } }, { status: 'PENDING' }, cod, exchange],
      }
    : { userId: viewer.id, OR: [{ paidAt: { not: null } }, cod, exchange] };
}
